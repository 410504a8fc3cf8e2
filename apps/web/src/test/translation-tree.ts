type Tree = { [key: string]: string | Tree };

/** A bundle of texts as `section.key` -> text, for tests that compare languages. */
export function flattenTexts(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [nested, text] of flattenTexts(value, path)) entries.set(nested, text);
  }
  return entries;
}

/** The `{{name}}` variables a text uses, sorted. */
export const textVariables = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map(([, name]) => name).sort();
