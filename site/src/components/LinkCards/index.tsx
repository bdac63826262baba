import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

export type LinkCard = {href: string; title: string; description?: string};

/** A grid of linked cards, a title and an optional sentence each: the home page's sections and each folder's pages. */
export default function LinkCards({cards}: {cards: readonly LinkCard[]}): ReactNode {
  return (
    <ul className={styles.grid}>
      {cards.map((card) => (
        <li key={card.href} className={styles.item}>
          <Link className={styles.card} to={card.href}>
            <span className={styles.title}>{card.title}</span>
            {card.description && <span className={styles.description}>{card.description}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}
