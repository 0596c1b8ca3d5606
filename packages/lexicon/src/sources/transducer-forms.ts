import { spawnSync } from 'node:child_process';

/**
 * Every word form an Apertium analyser knows, read from its compiled transducer: `lt-print`
 * (Debian lttoolbox-dev) writes it as AT&T text, one arc a line (`from to input output weight`),
 * a final state alone on its line, sections apart by `--`. The paths from state 0 to a final state
 * spell the forms (input side) and their analyses (output side).
 *
 * Only whole single words count: no analysis joined with `+` (clitics, which the frequency list's
 * forms and the enclitic rules cover), no multiword, no digits. Compounding loops are not followed
 * twice in one path, so the enumeration ends.
 */
export function transducerForms(binary: string, maxPaths = 4_000_000): Set<string> {
  const result = spawnSync('lt-print', [binary], { encoding: 'utf8', maxBuffer: 1024 * 1024 * 1024 });
  if (result.status !== 0 || result.error !== undefined)
    throw new Error(`lt-print ${binary} failed (install Debian's lttoolbox-dev): ${result.stderr}`);
  const forms = new Set<string>();
  for (const section of parseSections(result.stdout)) walk(section, forms, maxPaths);
  return forms;
}

interface Section {
  /** Arcs per state, as parallel arrays: target state, input symbol, output symbol. */
  arcs: Map<number, { to: number[]; input: string[]; output: string[] }>;
  finals: Set<number>;
}

const epsilon = 'ε';
const singleWord = /^[\p{L}][\p{L}\p{M}]*(?:['-][\p{L}\p{M}]+)*$/u;

function parseSections(text: string): Section[] {
  const sections: Section[] = [];
  let current: Section = { arcs: new Map(), finals: new Set() };
  for (const line of text.split('\n')) {
    if (line === '--') {
      sections.push(current);
      current = { arcs: new Map(), finals: new Set() };
      continue;
    }
    if (line === '') continue;
    const columns = line.split('\t');
    if (columns.length <= 2) {
      current.finals.add(Number(columns[0]));
      continue;
    }
    const from = Number(columns[0]);
    let arcs = current.arcs.get(from);
    if (arcs === undefined) {
      arcs = { to: [], input: [], output: [] };
      current.arcs.set(from, arcs);
    }
    arcs.to.push(Number(columns[1]));
    arcs.input.push(columns[2] === epsilon ? '' : (columns[2] ?? ''));
    arcs.output.push(columns[3] === epsilon ? '' : (columns[3] ?? ''));
  }
  sections.push(current);
  return sections;
}

/** Depth-first over the paths, an explicit stack (paths are long), collecting accepted forms. */
function walk(section: Section, forms: Set<string>, maxPaths: number): void {
  interface Frame {
    state: number;
    arc: number;
    surface: string;
    /** The output has a `+` (a joined analysis) or a tag that rules the form out. */
    isJoined: boolean;
  }
  const onPath = new Set<number>([0]);
  const stack: Frame[] = [{ state: 0, arc: -1, surface: '', isJoined: false }];
  let paths = 0;
  while (stack.length > 0 && paths < maxPaths) {
    const frame = stack[stack.length - 1] as Frame;
    if (frame.arc === -1) {
      frame.arc = 0;
      if (section.finals.has(frame.state)) {
        paths += 1;
        if (!frame.isJoined && singleWord.test(frame.surface)) forms.add(frame.surface.toLowerCase());
      }
    }
    const arcs = section.arcs.get(frame.state);
    if (arcs === undefined || frame.arc >= arcs.to.length) {
      stack.pop();
      onPath.delete(frame.state);
      continue;
    }
    const index = frame.arc;
    frame.arc += 1;
    const to = arcs.to[index] ?? 0;
    if (onPath.has(to)) continue;
    const input = arcs.input[index] ?? '';
    const output = arcs.output[index] ?? '';
    // A surface with a space, a digit or punctuation never becomes a single word: stop early.
    if (input !== '' && !/^[\p{L}\p{M}'-]$/u.test(input)) continue;
    onPath.add(to);
    stack.push({
      state: to,
      arc: -1,
      surface: frame.surface + input,
      isJoined: frame.isJoined || output === '+' || output === '<np>' || output === '<acr>',
    });
  }
}
