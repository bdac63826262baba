// Replaces the stock "Page Not Found" text with a way forward: a search form and the main sections.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {SECTIONS} from '@site/src/data/sections';
import styles from './styles.module.css';

type Props = {className?: string};

export default function NotFoundContent({className}: Props): ReactNode {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className={styles.box}>
        <Heading as="h1" className="hero__title">
          Page not found
        </Heading>
        <p>
          There is no page at this address. It may have moved when the docs were reorganised, or the link may have a
          typo. Search for what you were after, or start from one of the sections below.
        </p>
        <form className={styles.search} action="/search" method="get" role="search">
          <label htmlFor="not-found-search">Search the docs</label>
          <div className={styles.row}>
            <input
              id="not-found-search"
              name="q"
              type="search"
              placeholder="e.g. custom modes"
              className={styles.input}
            />
            <button type="submit" className="button button--primary">
              Search
            </button>
          </div>
        </form>
        <Heading as="h2">Main sections</Heading>
        <ul className={styles.sections}>
          <li>
            <Link to="/">Home</Link>
          </li>
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <Link to={section.start}>{section.label}</Link>
            </li>
          ))}
        </ul>
      </div>
    </main>
  );
}
