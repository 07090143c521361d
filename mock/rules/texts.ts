// `texts`: the texts the backend makes, answered in the request's language (`Accept-Language`):
// any string of an answer equal to a zh-Hans text an example has becomes its zh-Hant or English text.
import { type Answer, isJson, json, type MockRequest, parse } from '../answers.ts';
import type { Operation } from '../declarations.ts';

/** The languages the mock translates to (zh-Hans is the examples' own). */
export const TEXT_LANGUAGES = ['zh-Hant', 'en'] as const;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];

/** Language -> the zh-Hans text as an example has it -> that text in the language. */
export type TextsRule = Partial<Record<TextLanguage, Record<string, string>>>;

/** The language of an `Accept-Language` value the mock has texts for, or undefined (zh-Hans). */
export function textLanguage(header: string | undefined): TextLanguage | undefined {
  const first = (header ?? '').split(',')[0]!.trim().toLowerCase();
  if (/^en\b/.test(first)) return 'en';
  if (/^zh-(hant|tw|hk|mo)\b/.test(first)) return 'zh-Hant';
  return undefined;
}

/** Every string in a JSON value. */
export function stringsIn(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') found.add(value);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) stringsIn(v, found);
  return found;
}

/** The answer in the request's language: the operation's `texts` for it replace the zh-Hans ones. */
export function translated(op: Operation, request: MockRequest, made: Answer): Answer {
  const language = textLanguage(request.headers['accept-language']);
  const texts = language && op.rules.texts?.[language];
  if (!texts || !isJson(made)) return made;
  const translate = (value: unknown): unknown =>
    typeof value === 'string'
      ? (texts[value] ?? value)
      : Array.isArray(value)
        ? value.map(translate)
        : value && typeof value === 'object'
          ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, translate(v)]))
          : value;
  return json(made, translate(parse(made)));
}

/** What is wrong with an operation's `texts`: a language the mock has not, a text no example has, a text without each language. */
export function checkTexts(op: Operation, say: (what: string) => void) {
  // A translated text is one an example of this operation has: a changed example cannot leave its translation behind.
  const exampleTexts = stringsIn(op.examples);
  for (const [language, texts] of Object.entries(op.rules.texts ?? {})) {
    if (!(TEXT_LANGUAGES as readonly string[]).includes(language)) say(`texts: ${language} is not one of ${TEXT_LANGUAGES.join(', ')}`);
    for (const text of Object.keys(texts ?? {})) if (!exampleTexts.has(text)) say(`texts.${language}: no example has the text ${JSON.stringify(text.slice(0, 40))}`);
  }
  const languages = Object.keys(op.rules.texts ?? {});
  for (const text of new Set(languages.flatMap((l) => Object.keys(op.rules.texts![l as TextLanguage] ?? {}))))
    for (const language of languages) if (!(text in (op.rules.texts![language as TextLanguage] ?? {}))) say(`texts.${language}: ${JSON.stringify(text.slice(0, 40))} has no translation`);
}
