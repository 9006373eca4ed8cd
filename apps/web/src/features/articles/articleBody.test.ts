import { describe, expect, it } from 'vitest';
import { parseArticleBody } from './articleBody';

describe('parseArticleBody', () => {
  it('reads paragraphs, headings and bullet lists', () => {
    const body = 'First line\ncontinues here.\n\n## Setting up\n- Add a server\n- Send a test\n\nDone.';
    expect(parseArticleBody(body)).toEqual([
      { type: 'paragraph', text: 'First line continues here.' },
      { type: 'heading', text: 'Setting up' },
      { type: 'list', items: ['Add a server', 'Send a test'] },
      { type: 'paragraph', text: 'Done.' },
    ]);
  });

  it('splits a list that directly follows a paragraph and ignores Windows line ends', () => {
    expect(parseArticleBody('Steps:\r\n- one\r\n- two\r\nAfter')).toEqual([
      { type: 'paragraph', text: 'Steps:' },
      { type: 'list', items: ['one', 'two'] },
      { type: 'paragraph', text: 'After' },
    ]);
  });

  it('returns nothing for an empty body', () => {
    expect(parseArticleBody('  \n\n')).toEqual([]);
  });
});
