// Credit lines and site adverts that subtitle files carry besides the dialogue: "Downloaded From
// www.AllSubs.org", "Subtitles by explosiveskull", "Traducción: aRGENTeaM". Left in, they would
// become vocabulary (`allsub`, `org`). They are recognised by what they contain, not by where they
// stand: OpenSubtitles inserts its adverts into any long gap, not only in the first or last
// minutes, and the phrase rules below are narrow enough to hold anywhere in a file.

// Letters and digits in any script; lookbehinds on these keep every pattern linear on long input,
// since a match can only start where a run of such characters starts.
const WORD_CHAR = String.raw`\p{L}\p{N}`;
const EMAIL = String.raw`(?<![${WORD_CHAR}._%+-])[${WORD_CHAR}._%+-]+@[${WORD_CHAR}-]+(?:\.[${WORD_CHAR}-]+)+`;
// Up to the last character that cannot be sentence punctuation after the address.
const URL = String.raw`(?:https?:\/\/|(?<![${WORD_CHAR}.])www\.)[^\s<>"]*[^\s<>".,;:!?)\]}'’»”]`;
// A bare domain needs a top-level domain from this list, in lower case, and nothing word-like
// straight after it: OCR noise such as `happen.It's` or `Mr.Smith` and abbreviations such as
// `z.B.` or `a.m.` are then never taken for an address.
const TOP_LEVEL =
  'com|org|net|info|biz|tv|to|io|co|me|eu|ws|cc|fm|link|xyz|app|site|online|uk|de|fr|es|it|dk|se|no|nl|be|ch|at|ru|pl|pt|br|ar|mx|ro|gr|tk';
const DOMAIN = String.raw`(?<![${WORD_CHAR}.@-])[${WORD_CHAR}-]{2,}(?:\.[${WORD_CHAR}-]+)*\.(?:${TOP_LEVEL})(?![${WORD_CHAR}'’])(?:\/[^\s]*[^\s.,;:!?])?`;
// A file's name (`report.pdf`, `TEXT.htm`): read as words, it would give the learner `htm` and
// `pdf`. Its extension, like a domain's, from a list and in lower case.
const EXTENSION = 'pdf|docx?|html?|jpe?g|png|gif|txt|mp[34]|avi|mkv|srt|zip|exe|xlsx?|pptx?';
const FILE_NAME = String.raw`(?<![${WORD_CHAR}.@-])[${WORD_CHAR}_-]+(?:\.[${WORD_CHAR}_-]+)*\.(?:${EXTENSION})(?![${WORD_CHAR}'’])`;
const ADDRESS = new RegExp(`${EMAIL}|${URL}|${DOMAIN}|${FILE_NAME}`, 'u');
// With the spaces before it, so that removing an address leaves `visit now`, `write to me at.`.
// `(?<!\s)` lets a match start only where a run of spaces starts, which keeps it linear.
const ADDRESS_WITH_SPACE_BEFORE = new RegExp(
  String.raw`(?<!\s)\s*(?:${EMAIL}|${URL}|${DOMAIN}|${FILE_NAME})`,
  'gu',
);

// Words that, next to an address, make the line an advert or a credit rather than someone reading
// out a web address: "Subtitled by … www.SDIMedia.com", "remove all ads from www.OpenSubtitles.org".
const ADVERT_WORD = new RegExp(
  String.raw`(?<![${WORD_CHAR}])(?:sub(?:titl|t[ií]tul)|sous-titr|untertitel|sottotitol|undertekst|tekst|downloaded\s+from|re-?sync|sync|ripped|encoded|caption|advertis|vip(?![${WORD_CHAR}])|ads(?![${WORD_CHAR}])|rate\s+this|brought\s+to\s+you)`,
  'iu',
);

// Words that open a credit, in the six study languages. Each one only counts when a colon or
// "by"/"por"/"von"/… and a short name follow it (see CREDIT_PHRASE), so dialogue such as
// "Subtitles for the deaf are on." or "Sync the cameras." is not touched.
const CREDIT_WORD = [
  String.raw`subtitles?|subtitled|subtitling|subs?|captions?|captioned|captioning|transcript(?:ion)?|transcribed`,
  String.raw`re-?sync(?:ed|hronized)?|sync(?:ed|hronized|hro)?|synch|ripped|encoded|translat(?:ed|ion)`,
  String.raw`subt[ií]tulos|subtitulad[oa]s?|traducci[oó]n|traducid[oa]s?|sincro(?:nizad[oa]s?|nizaci[oó]n)?`,
  String.raw`sous-titres|sous-titrage|sous-titr[ée]e?s?|traduction|traduit|synchronisation`,
  String.raw`untertitel(?:ung)?|deutsche\s+untertitel|[üu]bersetzung|[üu]bersetzt`,
  String.raw`sottotitoli|sottotitolat[oi]|traduzione|tradott[oi]|revisione|resynch`,
  String.raw`danske\s+tekster|dansk\s+tekst|tekster|tekst|tekstet|undertekster|undertekstet|oversat|overs[æa]ttelse`,
].join('|');
// Words that only join a credit after a first credit word: "Sync and corrections by", "Traduzione
// e synch:". Alone they are too common at the start of dialogue ("Correction: it's Tuesday.").
const CREDIT_EXTRA_WORD = String.raw`corrections?|corrected|correcciones|correcci[oó]n|revisi[oó]n|revision|edited|editing|timing|adaptation|relecture|korrektur(?:en)?`;
const CREDIT_JOINER = String.raw`(?:\s*[,&/+]\s*|\s+(?:and|y|et|und|e|og)\s+)`;
const CREDIT_VERB = String.raw`(?:made\s+possible|provided|sponsored|edited|r[ée]alis[ée]e?s|realizad[oa]s|cread[oa]s|hech[oa]s?|erstellt|creati|lavet)`;
const CREDIT_BY = String.raw`(?:by|por|par|von|af|di|da|dalla|de|a\s+cura\s+di|im\s+auftrag\s+(?:des|der|von))`;
const DIALOGUE_DASHES = String.raw`^[-‐–—\s]*`;
// "Subtitles by explosiveskull", "Sync and corrections by n17t01", "Traducción: Drakul",
// "Sottotitoli a cura di QTSS", "Danske tekster: SDI Media"; "Sous-titrage ST' 501" names the
// company with no "par". The name after it is checked by isNameLike.
const CREDIT_PHRASE = new RegExp(
  String.raw`${DIALOGUE_DASHES}(?:(?:${CREDIT_WORD})(?:${CREDIT_JOINER}(?:${CREDIT_WORD}|${CREDIT_EXTRA_WORD}))*(?:\s*:|(?:\s+${CREDIT_VERB})?\s+${CREDIT_BY}(?![${WORD_CHAR}]))|sous-titrage)\s*(.*)$`,
  'iu',
);
// OpenSubtitles' own adverts, which are never dialogue whatever follows them.
const SITE_ADVERT = new RegExp(
  String.raw`${DIALOGUE_DASHES}(?:support\s+us\s+and\s+become\s+(?:a\s+)?vip\s+member|advertise\s+your\s+product\s+or\s+brand\s+here|please\s+rate\s+this\s+subtitle|help\s+other\s+users\s+to\s+choose\s+the\s+best\s+subtitles|watch\s+online\s+movies\s+and\s+series)`,
  'iu',
);

// A credit names a person, a team or a company: a few words, not a sentence.
const MAX_NAME_WORDS = 6;
const WORD = new RegExp(`[${WORD_CHAR}]+`, 'gu');

/**
 * Whether what follows a credit phrase reads as a name: at most six words and not ending like a
 * sentence or a question ("Ripped by wolves." and "Sync by hand?" stay dialogue). A final period
 * is allowed after a capital or a digit: "Warner Bros.", "TV2 2019.".
 */
function isNameLike(rest: string): boolean {
  const words = rest.trim().split(/\s+/).filter(Boolean);
  const last = words.at(-1);
  if (last === undefined || words.length > MAX_NAME_WORDS) return false;
  if (/[?!,;:…]$|\.\.$/u.test(last)) return false;
  return !last.endsWith('.') || /^[\p{Lu}\p{N}]/u.test(last);
}

function isCreditPhrase(text: string): boolean {
  if (SITE_ADVERT.test(text)) return true;
  const rest = CREDIT_PHRASE.exec(text)?.[1];
  return rest !== undefined && isNameLike(rest);
}

function countWords(text: string): number {
  return text.match(WORD)?.length ?? 0;
}

// A subtitle site's own address (`www.AllSubs.org`, `www.italiansubs.net`, `www.addic7ed.com`).
const SUBTITLE_SITE = /sub(?:titl|s)|addic7ed|podnapisi|sous-titr|untertitel|sottotitol|tekst/i;

/**
 * Every address has an @, a :// or a full stop right before a letter or digit: a line without
 * any (nearly every line of dialogue) skips the address patterns, which are slow to run.
 */
const MAY_HOLD_ADDRESS = /@|:\/\/|\.[\p{L}\p{N}]/u;

/**
 * An advert or credit that gives a web or e-mail address: the address of a subtitle site, or any
 * address next to advert wording.
 */
function isAddressAdvert(text: string): boolean {
  if (!MAY_HOLD_ADDRESS.test(text)) return false;
  const addresses = text.match(ADDRESS_WITH_SPACE_BEFORE);
  if (addresses === null) return false;
  if (addresses.some((address) => SUBTITLE_SITE.test(address))) return true;
  return ADVERT_WORD.test(text.replace(ADDRESS_WITH_SPACE_BEFORE, ' '));
}

/**
 * Whether a subtitle line is a credit or an advert rather than dialogue: a line that is an address
 * with at most one other word (`www.OpenSubtitles.org`, `-== [ www.OpenSubtitles.com ] ==-`,
 * `Downloaded From www.AllSubs.org`), an address next to advert wording, or a credit phrase at the
 * start of the line followed by a short name (`Subtitles by explosiveskull`, `Untertitel: …`).
 */
export function isCreditLine(line: string): boolean {
  if (isCreditPhrase(line) || isAddressAdvert(line)) return true;
  return (
    MAY_HOLD_ADDRESS.test(line) &&
    ADDRESS.test(line) &&
    countWords(line.replace(ADDRESS_WITH_SPACE_BEFORE, ' ')) <= 1
  );
}

/**
 * Whether a whole cue is one credit written over several lines ("Subtitles by" / "explosiveskull",
 * "Advertise your product or brand here" / "contact www.OpenSubtitles.org today"). A bare address
 * does not make the cue a credit here, so `Hello.` above `www.site.com` keeps its `Hello.`.
 */
function isCreditCue(lines: readonly string[]): boolean {
  const text = lines.join(' ');
  return isCreditPhrase(text) || isAddressAdvert(text);
}

/**
 * Removes web and e-mail addresses and file names from a line of dialogue: `visit www.example.com
 * now` → `visit now`.
 */
export function removeAddresses(line: string): string {
  return MAY_HOLD_ADDRESS.test(line) && ADDRESS.test(line)
    ? line.replace(ADDRESS_WITH_SPACE_BEFORE, '')
    : line;
}

/**
 * A cue's lines without credits and adverts: none when the cue as a whole is one, else the other
 * lines with any address they mention removed.
 */
export function dropCreditLines(lines: readonly string[]): string[] {
  if (isCreditCue(lines)) return [];
  return lines.filter((line) => !isCreditLine(line)).map(removeAddresses);
}
