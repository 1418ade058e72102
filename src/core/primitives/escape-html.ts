/** Escapes text for HTML element content and quoted attribute values (emails, index.html metas, prerendered pages). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
