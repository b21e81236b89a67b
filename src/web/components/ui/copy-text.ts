/** Copies text, with the old selection-based way for browsers without the Clipboard API. */
export async function copyText(text: string, fallbackInput?: { select(): void } | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!fallbackInput) return false;
    fallbackInput.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    }
  }
}
