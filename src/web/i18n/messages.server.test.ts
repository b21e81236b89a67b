import { describe, expect, it } from 'vitest';
import { messagesFor } from './messages.server';

describe('the messages a page gets', () => {
  it("keeps a translated info page's sections a list, in the page's language", () => {
    for (const language of ['ja', 'de', 'fr'] as const) {
      const sections = ((messagesFor(language).pages as Record<string, { sections: unknown }>).help as { sections: unknown }).sections;
      expect(Array.isArray(sections), language).toBe(true);
      expect((sections as { heading: string }[])[0]?.heading).not.toBe('Browsing');
    }
  });
});
