import { Title } from '@mantine/core';
import { parseArticleBody } from '../articleBody';

// ArticleBody renders an article's plain-text body as headings, paragraphs and lists.
export function ArticleBody({ body }: { body: string }) {
  return (
    <div className="ulak-article" data-testid="article-body">
      {parseArticleBody(body).map((block, i) => {
        if (block.type === 'heading')
          return (
            <Title key={i} order={2}>
              {block.text}
            </Title>
          );
        if (block.type === 'list')
          return (
            <ul key={i}>
              {block.items.map((item, j) => (
                <li key={j}>{item}</li>
              ))}
            </ul>
          );
        return <p key={i}>{block.text}</p>;
      })}
    </div>
  );
}
