/**
 * A very small XML writer: elements, attributes and text, nothing else. Element and
 * attribute names are always literals of this code; every value (text or attribute) is
 * cleaned and escaped here, so nothing a shopper types can change the document's shape.
 */
export interface XmlElement {
  name: string;
  attributes: Readonly<Record<string, string>>;
  /** Child elements, or one text value. */
  content: readonly XmlElement[] | string;
}

/** An element; attributes whose value is null or undefined are left out. */
export function element(
  name: string,
  attributes: Readonly<Record<string, string | null | undefined>>,
  content: readonly (XmlElement | null)[] | string | number | null = '',
): XmlElement {
  const kept: Record<string, string> = {};
  for (const [key, value] of Object.entries(attributes)) if (value !== null && value !== undefined) kept[key] = value;
  const body =
    content === null
      ? ''
      : typeof content === 'number'
        ? String(content)
        : typeof content === 'string'
          ? content
          : content.filter((child): child is XmlElement => child !== null);
  return { name, attributes: kept, content: body };
}

/**
 * Characters XML 1.0 cannot carry (C0 controls but tab and newlines, lone surrogates,
 * U+FFFE/U+FFFF), plus DEL and the C1 controls, which it can but which no CRM wants: a
 * control character in a form field is noise or an attack, never content.
 */
const UNWANTED = /[^\t\n\r\u0020-\u007E\u00A0-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text with the unwanted characters removed and line ends made \n. */
export function cleanText(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(UNWANTED, '');
}

const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Cleaned and escaped for use as text or as an attribute value (all five predefined entities). */
function escapeXml(text: string): string {
  return cleanText(text).replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

function openTag(node: XmlElement): string {
  const attributes = Object.entries(node.attributes)
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join('');
  return `<${node.name}${attributes}`;
}

/** One element, indented by two spaces a level; a text element stays on one line (its own newlines kept). */
export function renderElement(node: XmlElement, depth = 0): string {
  const indent = '  '.repeat(depth);
  if (typeof node.content === 'string') {
    return node.content === ''
      ? `${indent}${openTag(node)}/>`
      : `${indent}${openTag(node)}>${escapeXml(node.content)}</${node.name}>`;
  }
  if (node.content.length === 0) return `${indent}${openTag(node)}/>`;
  const children = node.content.map((child) => renderElement(child, depth + 1)).join('\n');
  return `${indent}${openTag(node)}>\n${children}\n${indent}</${node.name}>`;
}
