import { readFileSync } from 'node:fs';
import { DtdValidator, XmlDocument, XmlDtd, XmlLibError } from 'libxml2-wasm';

/** The ADF 1.0 DTD the product's lead documents are checked against (shipped beside the writer). */
export const ADF_DTD = new URL('../../src/server/delivery/adf-1.0.dtd', import.meta.url);

let validator: DtdValidator | null = null;

/**
 * What libxml2 (the library behind `xmllint --dtdvalid`) finds wrong with a document read
 * against the ADF 1.0 DTD: malformed XML, an element out of order or missing, an attribute
 * value the DTD does not list. Empty when the document is valid ADF 1.0.
 */
export function adfValidityErrors(xml: string): string[] {
  validator ??= new DtdValidator(XmlDtd.fromString(readFileSync(ADF_DTD, 'utf8')));
  let document: XmlDocument;
  try {
    document = XmlDocument.fromString(xml);
  } catch (error) {
    return libxmlErrors(error);
  }
  try {
    validator.validate(document);
    return [];
  } catch (error) {
    return libxmlErrors(error);
  } finally {
    document.dispose();
  }
}

function libxmlErrors(error: unknown): string[] {
  if (!(error instanceof XmlLibError)) throw error;
  const details = error.details.map((detail) => `line ${detail.line}: ${detail.message.trim()}`);
  return details.length > 0 ? details : [error.message.trim()];
}
