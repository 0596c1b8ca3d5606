/**
 * Hostile requests made from a valid one: each is the valid request with one thing
 * broken, so the broken thing is what the server has to refuse. Used by hostile-input.test.ts.
 */

export type Json = null | boolean | number | string | Raw | Json[] | { [key: string]: Json };

/** JSON text written as is: numbers JSON.stringify cannot write (1e309, -0, 2^53 + 1). */
export class Raw {
  constructor(readonly text: string) {}
}

export interface UploadPart {
  name: string;
  /** A file part when set: the file name, as bytes may carry what a string cannot (a NUL, bad UTF-8). */
  fileName?: string | Buffer;
  content: string | Buffer;
}

export type Body =
  | { kind: 'json'; value: Json }
  | { kind: 'raw'; contentType: string | undefined; text: string | Buffer }
  | { kind: 'multipart'; parts: UploadPart[] };

/** A request as the fuzz test sends it: a Fastify route with its parameters filled in. */
export interface FuzzRequest {
  /** What was broken, for the failure list. */
  label: string;
  method: string;
  /** The path, already encoded: broken parameters stay as they are written here. */
  path: string;
  /** Query pairs, already encoded. */
  query?: readonly (readonly [string, string])[];
  headers?: Record<string, string>;
  body?: Body;
}

/** A valid request of a route: the values the mutations start from. */
export interface Sample {
  method: string;
  /** The route as Fastify names it: '/api/flash-cards/:id'. */
  route: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  json?: Json;
  parts?: UploadPart[];
}

const longText = 'x'.repeat(100_000);

/** What a string leaf of a JSON body is replaced with. */
const stringMutations: readonly Json[] = [
  'a\u0000b',
  'x\ud800y',
  '\udfff',
  longText,
  '../../etc/passwd',
  '',
  42,
  null,
  {},
];

/** What a number leaf is replaced with: past int4, past float64, not whole, negative, not numbers. */
const numberMutations: readonly Json[] = [
  2_147_483_648,
  -2_147_483_649,
  new Raw('9007199254740993'),
  new Raw('1e309'),
  new Raw('-1e309'),
  1.5,
  -1,
  new Raw('-0'),
  '1',
  null,
  [1],
];

const booleanMutations: readonly Json[] = ['true', 1, null, 'x\u0000'];
const nullMutations: readonly Json[] = ['x\u0000', 1, {}];

/** Every leaf of a JSON value with its path, arrays and objects included. */
function leavesOf(value: Json, path: (string | number)[] = []): { path: (string | number)[]; value: Json }[] {
  const here = { path, value };
  if (Array.isArray(value))
    return [here, ...value.flatMap((item, index) => leavesOf(item, [...path, index]))];
  if (value !== null && typeof value === 'object' && !(value instanceof Raw)) {
    return [here, ...Object.entries(value).flatMap(([key, item]) => leavesOf(item, [...path, key]))];
  }
  return [here];
}

function replaceAt(value: Json, path: readonly (string | number)[], replacement: Json): Json {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value))
    return value.map((item, index) => (index === head ? replaceAt(item, rest, replacement) : item));
  const object = value as { [key: string]: Json };
  return { ...object, [head as string]: replaceAt(object[head as string] ?? null, rest, replacement) };
}

function mutationsOfLeaf(value: Json): readonly Json[] {
  if (typeof value === 'string') return stringMutations;
  if (typeof value === 'number') return numberMutations;
  if (typeof value === 'boolean') return booleanMutations;
  if (value === null) return nullMutations;
  if (Array.isArray(value)) {
    const first = value[0] ?? 'x';
    return [[], Array.from({ length: 20_000 }, () => first), [null], 'x', {}];
  }
  return [[], 'x', null, { ...(value as object), 'k\u0000': 1 }];
}

/** JSON text with Raw values written as they are. */
export function jsonText(value: Json): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (!(item instanceof Raw)) return item;
    raws.push(item.text);
    return `\u0001raw${raws.length - 1}\u0001`;
  });
  return text.replace(/"\\u0001raw(\d+)\\u0001"/g, (_match, index: string) => raws[Number(index)] ?? 'null');
}

const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/** Bodies no client of ours sends, each as application/json. */
const malformedJsonBodies: readonly [string, string][] = [
  ['unterminated', '{'],
  ['empty', ''],
  ['not JSON', 'nul'],
  ['trailing garbage', '{"a":1}garbage'],
  ['a NUL byte', '\u0000'],
  ['null', 'null'],
  ['a number', '1e309'],
  ['arrays nested 100,000 deep', deepArray(100_000)],
  ['objects nested 5,000 deep', deepObject(5_000)],
  ['objects nested 33 deep', deepObject(33)],
  ['an array of 300,000 numbers', `[${'1,'.repeat(299_999)}1]`],
  ['a 2 MB string', JSON.stringify('x'.repeat(2 * 1024 * 1024))],
  ['__proto__', '{"__proto__":{"isAdmin":true}}'],
  ['constructor.prototype', '{"constructor":{"prototype":{"isAdmin":true}}}'],
];

const wrongContentTypes: readonly (string | undefined)[] = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/xml',
  undefined,
];

/** What a query or path value is replaced with, already encoded. */
const encodedValueMutations: readonly string[] = [
  '%00',
  'a%00b',
  '%ED%A0%80', // a lone surrogate, written as (invalid) UTF-8
  '%F0%9F', // a cut UTF-8 sequence
  '%',
  '1e309',
  'NaN',
  'Infinity',
  '-0',
  '1.5',
  '2147483648',
  '-1',
  '0x10',
  '',
  'x'.repeat(5_000),
  '..%2F..%2Fetc%2Fpasswd',
  '../../etc/passwd',
];

const enc = encodeURIComponent;

function pathOf(sample: Sample, params: Record<string, string> = {}): string {
  return sample.route.replace(
    /:(\w+)/g,
    (_match, name: string) => params[name] ?? enc(sample.params?.[name] ?? ''),
  );
}

function queryOf(sample: Sample): [string, string][] {
  return Object.entries(sample.query ?? {}).map(([name, value]) => [enc(name), enc(value)]);
}

function baseOf(sample: Sample): Omit<FuzzRequest, 'label'> {
  return {
    method: sample.method,
    path: pathOf(sample),
    query: queryOf(sample),
    ...(sample.headers ? { headers: sample.headers } : {}),
    ...(sample.json !== undefined ? { body: { kind: 'json', value: sample.json } as Body } : {}),
    ...(sample.parts ? { body: { kind: 'multipart', parts: sample.parts } as Body } : {}),
  };
}

/** The valid request itself, then one request per broken thing. */
export function hostileRequestsOf(sample: Sample, { thorough }: { thorough: boolean }): FuzzRequest[] {
  const base = baseOf(sample);
  const requests: FuzzRequest[] = [{ ...base, label: 'as valid' }];
  const add = (label: string, change: Partial<FuzzRequest>) => requests.push({ ...base, ...change, label });

  for (const [name] of Object.entries(sample.params ?? {})) {
    for (const value of thorough ? encodedValueMutations : ['%00', '..%2F..%2Fetc%2Fpasswd']) {
      add(`path ${name}=${value.slice(0, 20)}`, { path: pathOf(sample, { [name]: value }) });
    }
    add(`path ${name} of 150 characters`, { path: pathOf(sample, { [name]: 'x'.repeat(150) }) });
  }

  const query = queryOf(sample);
  if (thorough) {
    for (const [index, [name]] of query.entries()) {
      for (const value of encodedValueMutations) {
        add(`query ${name}=${value.slice(0, 20)}`, {
          query: query.map((pair, at) => (at === index ? [name, value] : pair)),
        });
      }
      add(`query ${name} twice`, { query: [...query, [name, query[index]?.[1] ?? '']] });
      add(`query ${name}[]`, {
        query: query.map((pair, at) => (at === index ? [`${name}[]`, pair[1]] : pair)),
      });
    }
  }
  add('an unknown query parameter with a NUL', { query: [...query, ['x%00', '%00']] });
  add('a 20 KB query string', { query: [...query, ['pad', 'x'.repeat(20_000)]] });

  for (const [name, value] of Object.entries(sample.headers ?? {})) {
    for (const hostile of ['../../etc/passwd', 'x'.repeat(10_000), '']) {
      add(`header ${name}=${hostile.slice(0, 20)}`, { headers: { ...sample.headers, [name]: hostile } });
    }
    void value;
  }

  if (sample.json !== undefined) {
    const json = sample.json;
    if (thorough) {
      for (const leaf of leavesOf(json)) {
        for (const replacement of mutationsOfLeaf(leaf.value)) {
          add(`body ${leaf.path.join('.') || '(root)'} = ${describe(replacement)}`, {
            body: { kind: 'json', value: replaceAt(json, leaf.path, replacement) },
          });
        }
      }
      for (const contentType of wrongContentTypes) {
        add(`body as ${contentType ?? 'no content type'}`, {
          body: { kind: 'raw', contentType, text: jsonText(json) },
        });
      }
    } else {
      const firstString = leavesOf(json).find((leaf) => typeof leaf.value === 'string');
      if (firstString) {
        add(`body ${firstString.path.join('.')} with a NUL`, {
          body: { kind: 'json', value: replaceAt(json, firstString.path, 'a\u0000b') },
        });
      }
    }
    for (const [label, text] of thorough ? malformedJsonBodies : malformedJsonBodies.slice(0, 1)) {
      add(`body ${label}`, { body: { kind: 'raw', contentType: 'application/json', text } });
    }
    add('body nested 100,000 deep', {
      body: { kind: 'raw', contentType: 'application/json', text: deepArray(100_000) },
    });
  }

  if (sample.parts) requests.push(...hostileUploadsOf(sample.parts, base, thorough));
  return requests;
}

function describe(value: Json): string {
  if (value instanceof Raw) return value.text;
  const text = JSON.stringify(value);
  return text.length > 24 ? `${text.slice(0, 20)}…(${text.length})` : text;
}

// ---- multipart/form-data, written by hand so that it can be written wrong. ----

const boundary = 'fuzzboundary7e3a';

export function multipartBody(parts: readonly UploadPart[], partBoundary = boundary): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const fileName =
      part.fileName === undefined
        ? ''
        : Buffer.concat([Buffer.from('; filename="'), Buffer.from(part.fileName), Buffer.from('"')]);
    chunks.push(
      Buffer.from(`--${partBoundary}\r\nContent-Disposition: form-data; name="${part.name}"`),
      Buffer.from(fileName),
      Buffer.from(part.fileName === undefined ? '\r\n\r\n' : '\r\nContent-Type: text/plain\r\n\r\n'),
      Buffer.from(part.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${partBoundary}--\r\n`));
  return Buffer.concat(chunks);
}

export const multipartContentType = `multipart/form-data; boundary=${boundary}`;

function hostileUploadsOf(
  parts: readonly UploadPart[],
  base: Omit<FuzzRequest, 'label'>,
  thorough: boolean,
): FuzzRequest[] {
  const requests: FuzzRequest[] = [];
  const raw = (label: string, contentType: string | undefined, text: Buffer) =>
    requests.push({ ...base, label, body: { kind: 'raw', contentType, text } });
  const withParts = (label: string, changed: UploadPart[]) =>
    requests.push({ ...base, label, body: { kind: 'multipart', parts: changed } });
  const valid = multipartBody(parts);

  raw('multipart without a boundary', 'multipart/form-data', valid);
  raw('multipart with another boundary', 'multipart/form-data; boundary=somethingelse', valid);
  raw('multipart cut short', multipartContentType, valid.subarray(0, Math.floor(valid.length * 0.6)));
  raw('multipart without its closing boundary', multipartContentType, valid.subarray(0, valid.length - 24));
  raw('multipart of garbage', multipartContentType, Buffer.from('\u0000\u0001garbage\r\n--'));
  raw('multipart, empty', multipartContentType, Buffer.alloc(0));
  raw('multipart as JSON', 'application/json', Buffer.from('{"file":"x.srt"}'));
  if (!thorough) return requests;

  const file = parts.find((part) => part.fileName !== undefined);
  const fields = parts.filter((part) => part.fileName === undefined);
  const replacePart = (target: UploadPart, changed: Partial<UploadPart>) =>
    parts.map((part) => (part === target ? { ...part, ...changed } : part));

  for (const field of fields) {
    for (const value of [
      'a\u0000b',
      Buffer.from([0xed, 0xa0, 0x80]),
      '2147483648',
      '1e309',
      'NaN',
      '-0',
      '1.5',
      '',
      'x'.repeat(2_000),
      '../../etc/passwd',
    ]) {
      withParts(`field ${field.name}=${describe(String(value))}`, replacePart(field, { content: value }));
    }
  }
  if (file) {
    for (const fileName of [
      'a\u0000.srt',
      Buffer.concat([Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('.srt')]),
      '../../etc/passwd',
      '../../x.srt',
      `${'x'.repeat(300)}.srt`,
      '',
      'noextension',
      'C:\\Windows\\x.srt',
    ]) {
      withParts(`file name ${describe(String(fileName))}`, replacePart(file, { fileName }));
    }
    for (const [label, content] of [
      ['empty', ''],
      ['binary', Buffer.from([0, 255, 1, 254, 0, 0, 7])],
      ['of 3 MB', Buffer.alloc(3 * 1024 * 1024, 0x41)],
      ['with NULs in its cues', '1\n00:00:01,000 --> 00:00:02,000\nA\u0000B\n'],
    ] as const) {
      withParts(`file ${label}`, replacePart(file, { content }));
    }
    withParts('two files', [...parts, file]);
    withParts('no file', fields);
  }
  withParts('30 fields', [
    ...parts,
    ...Array.from({ length: 30 }, (_, index) => ({ name: `f${index}`, content: 'x' })),
  ]);
  return requests;
}
