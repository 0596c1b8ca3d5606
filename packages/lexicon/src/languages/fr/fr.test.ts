import { describe, expect, it } from 'vitest';
import { resolveSentence } from '../../analysis/resolve.js';
import { renderTokens } from '../../testing/notation.js';
import { builtTable } from '../../testing/built-table.js';
import { french } from './fr.js';

const table = builtTable('fr');
const render = (text: string) => renderTokens(text, french, table);

describe('French', () => {
  it('reads zut and ouf as interjections, which no reading knew (their meaning is looked up so)', () => {
    expect(render('Zut, ouf, on a fini.')).toBe('[Zut], [ouf], (on) [a=avoir] [fini=finir].');
    const [zut, ouf] = resolveSentence('Zut, ouf, on a fini.', french, table);
    expect([zut?.pos, ouf?.pos]).toEqual(['INTJ', 'INTJ']);
  });

  it('reads puisque, lorsque and quoique as conjunctions, not adverbs to learn', () => {
    expect(render('Si tu viens, quand il part, puisque je dors.')).toBe(
      '[Si] (tu) [viens=venir], [quand] (il) [part=partir], (puisque) (je) [dors=dormir].',
    );
  });

  it('splits elisions into words of their own', () => {
    expect(render("L'homme qu'il a vu n'est pas là.")).toBe(
      "(L'=le)[homme] [qu'=que](il) [a=avoir] [vu=voir] [n'=ne][est=être] [pas] [là].",
    );
  });

  it('lists an adjective with a form of its own before a vowel under its headword', () => {
    // bel and vieil were the lemmas of belle and vieille.
    expect(render('Elle est belle. Un vieil homme et une vieille femme.')).toBe(
      '(Elle) [est=être] [belle=beau]. (Un) [vieil=vieux] [homme] (et) (une=un) [vieille=vieux] [femme].',
    );
  });

  it('splits au and du into a preposition and the article', () => {
    expect(render('Je suis allé au marché du village.')).toBe(
      '(Je) [suis=être] [allé=aller] (au=à+le) [marché] (du=de+le) [village].',
    );
  });

  it('keeps known hyphenated words and drops the euphonic t', () => {
    expect(render("C'est peut-être aujourd'hui. Va-t-il venir ?")).toBe(
      "(C'=ce)[est=être] [peut-être] [aujourd'hui]. [Va=aller](il) [venir] ?",
    );
  });

  it('reads a word written without its accents as the word (ca, etait, verite)', () => {
    expect(render('Ca etait la verite.')).toBe('(Ca=ça) [etait=être] (la=le) [verite=vérité].');
  });

  it('leaves pour and par out of the vocabulary, though a noun is spelt like each', () => {
    expect(render("C'est pour toi, par exemple.")).toBe("(C'=ce)[est=être] (pour) (toi), (par) [exemple].");
  });

  it('lists a feminine noun as itself, not under its masculine', () => {
    expect(render('Il parle à son épouse et à la duchesse.')).toBe(
      '(Il) [parle=parler] (à) (son) [épouse] (et) (à) (la=le) [duchesse].',
    );
  });

  it('reads Sud as the word sud: the trade union SUD is an acronym, not the way Sud is written', () => {
    expect(render('Il vit en Amérique du Sud.')).toBe('(Il) [vit=vivre] (en) {Amérique} (du=de+le) [Sud].');
  });

  it('reads a Roman ordinal as a number, as it reads 19e, not as a name', () => {
    expect(render('Au XIXe siècle, sous François Ier.')).toBe(
      '(Au=à+le) <XIXe> [siècle], (sous) {François} <Ier>.',
    );
  });

  it("reads s' before il as si", () => {
    expect(render("S'il vient.")).toBe("(S'=si)(il) [vient=venir].");
  });

  it('reads irregular plurals and keeps names apart', () => {
    expect(render('Les yeux des chevaux de Paris.')).toBe(
      '(Les=le) [yeux=œil] (des=de+le) [chevaux=cheval] (de) {Paris}.',
    );
  });

  it('reads the likeliest word alone and keeps ne and tout as words (UD dev errors)', () => {
    expect(render("Le but du jeu n'est pas tout. La ville située au nord.")).toBe(
      "(Le) [but] (du=de+le) [jeu] [n'=ne][est=être] [pas] [tout]. (La=le) [ville] [située=situer] (au=à+le) [nord].",
    );
  });

  it("reads est after l' or nord as the east, and as être elsewhere", () => {
    expect(render("Il est parti à l'est, vers le nord-est.")).toBe(
      "(Il) [est=être] [parti=partir] (à) (l'=le)[est], (vers) (le) [nord-est].",
    );
  });

  it('lists a feminine noun as itself where the readings have only its masculine, not an adjective', () => {
    // Before, présidente and créatrice were listed under président and créateur.
    expect(render('La présidente et la créatrice ont vu la dernière.')).toBe(
      '(La=le) [présidente] (et) (la=le) [créatrice] [ont=avoir] [vu=voir] (la=le) [dernière=dernier].',
    );
  });

  it('reads a plural of a known word before a word missing its accent', () => {
    // Before, comtes was comté (a county) by its accent, and hotes stays hôte, not the English hot.
    expect(render('Les comtes et leurs hotes.')).toBe(
      '(Les=le) [comtes=comte] (et) (leurs=leur) [hotes=hôte].',
    );
  });

  it('reads a word written with œ, which the readings spell oe', () => {
    // Before, vœux was a word of no kind.
    expect(render('Meilleurs vœux.')).toBe('[Meilleurs=meilleur] [vœux=vœu].');
  });

  it('reads soit after a comma or a number as "that is", and after its subject as être', () => {
    expect(render("1173 voix, soit 77 %. Il faut qu'il soit là.")).toBe(
      "<1173> [voix], [soit] <77> %. (Il) [faut=falloir] [qu'=que](il) [soit=être] [là].",
    );
  });

  it('reads date de after its subject as dater, and after an article as the noun', () => {
    expect(render("L'église date du XIIe siècle. La date de naissance.")).toBe(
      "(L'=le)[église] [date=dater] (du=de+le) <XIIe> [siècle]. (La=le) [date] (de) [naissance].",
    );
  });

  it('lists en outre and vis-à-vis as the words a learner looks up, not as prepositions', () => {
    expect(render('En outre, il est prudent vis-à-vis de lui.')).toBe(
      '(En) [outre], (il) [est=être] [prudent] [vis-à-vis] (de) (lui).',
    );
  });

  it("reads a small word after ne as the verb it can be (n'entre: entrer)", () => {
    expect(render("Il n'entre pas dans les limites.")).toBe(
      "(Il) [n'=ne][entre=entrer] [pas] (dans) (les=le) [limites=limite].",
    );
  });

  it('reads the Nations unies as the adjective uni, and issu as the adjective, not the verb issir', () => {
    expect(render('La charte des Nations unies. Il est issu de la ville.')).toBe(
      '(La=le) [charte] (des=de+le) [Nations=nation] [unies=uni]. (Il) [est=être] [issu] (de) (la=le) [ville].',
    );
  });

  it('reads soit before a number as "that is"', () => {
    expect(render('5,92 %, soit 90 électeurs.')).toBe('<5,92> %, [soit] <90> [électeurs=électeur].');
  });

  it('lists a feminine agent noun after an adjective as itself, though the tagger said adjective', () => {
    expect(render('Une ancienne joueuse australienne.')).toBe(
      '(Une=un) [ancienne=ancien] [joueuse] [australienne=australien].',
    );
  });

  it('reads mort, fait, devant and compte as verbs before what only a verb takes', () => {
    expect(render('Né en 1901 et mort le 4 juin 1946.')).toBe(
      '[Né=naître] (en) <1901> (et) [mort=mourir] (le) <4> [juin] <1946>.',
    );
    expect(render('La duchesse en fait sa résidence.')).toBe(
      '(La=le) [duchesse] (en) [fait=faire] (sa=son) [résidence].',
    );
    expect(render('Le marché, devant déboucher sur une monnaie.')).toBe(
      '(Le) [marché], [devant=devoir] [déboucher] [sur] (une=un) [monnaie].',
    );
    expect(render('Le canton compte 25 785 habitants.')).toBe(
      '(Le) [canton] [compte=compter] <25> <785> [habitants=habitant].',
    );
  });

  it('reads a noun that is also a verb as the verb between its subject and an object', () => {
    expect(render('Astral Media annonce le lancement. Le conflit dure un jour.')).toBe(
      '[Astral] {Media} [annonce=annoncer] (le) [lancement]. (Le) [conflit] [dure=durer] (un) [jour].',
    );
    expect(render('La ferme du Coudray Les Arpents.')).toBe(
      '(La=le) [ferme] (du=de+le) {Coudray} (Les=le) [Arpents=arpent].',
    );
  });

  it('reads a word capitalised after a colon or an opening quote as at the start of a sentence', () => {
    expect(render('Il a dit : Béni sois-tu. Dans "Bêtement avec les bêtes".')).toBe(
      '(Il) [a=avoir] [dit=dire] : [Béni=bénir] [sois=être](tu). (Dans) "[Bêtement] [avec] (les=le) [bêtes=bête]".',
    );
  });

  it('lists a word the analyser knows only without its accents under the word with them', () => {
    // Before, etat and hopital were words of their own, with no meaning to show.
    expect(render("L'etat de l'hopital.")).toBe("(L'=le)[etat=état] (de) (l'=le)[hopital=hôpital].");
  });

  it('reads a capitalised common noun after a number as the noun, as after a determiner', () => {
    // Before, Corps was a possible name, as the sources also know it.
    expect(render('Il y a 3 Corps ici.')).toBe('(Il) (y) [a=avoir] <3> [Corps] [ici].');
  });
});
