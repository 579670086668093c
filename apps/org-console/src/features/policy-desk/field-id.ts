/** The element id of a document field, from its error path (`declaration.materials.m1.name`). */
export function fieldId(path: string): string {
  return `policy-${path.replace(/[^A-Za-z0-9_-]/g, '-')}`;
}

/**
 * Moves focus to the first field the messages name, in the order the form shows them, so a keyboard or
 * screen-reader user lands on what needs attention; a message without its own field focuses the summary.
 */
export function focusFirstError(errors: Partial<Record<string, string>>, summaryId: string): void {
  const fields = Object.keys(errors).map((path) => document.getElementById(fieldId(path))).filter((element): element is HTMLElement => element !== null);
  fields.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  (fields[0] ?? document.getElementById(summaryId))?.focus();
}
