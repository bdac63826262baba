import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {AUDIENCE, HOME_HEADINGS, QUICK_START} from '@site/src/data/home';
import {SECTIONS} from '@site/src/data/sections';
import {MARKETPLACE_URL} from '@site/src/data/site';
import LinkCards from '@site/src/components/LinkCards';
import {docHref} from '@site/src/lib/doc-cards';
import styles from './styles.module.css';

export default function HomePage(): ReactNode {
  const existing = new Set(Object.keys(useDocsVersion().docs).map(docHref));
  // Release notes live in their own docs instance, so they are always there.
  const isAvailable = (to: string) => to === '/update-notes' || existing.has(to);
  return (
    <div className={styles.home}>
      <header className={styles.hero}>
        <p className={styles.eyebrow}>Roo Code documentation</p>
        <Heading as="h1" className={styles.title}>
          A whole dev team of AI agents in your editor
        </Heading>
        <p className={styles.lead}>
          Roo Code is an open-source AI coding assistant for VS Code. It reads your project, edits files, runs terminal
          commands and drives a browser, asking before each action unless you have approved that kind in advance, and it
          works with the model provider of your choice. These pages cover installing it, everyday use, every feature and
          setting, and each provider.
        </p>
        <div className={styles.actions}>
          {isAvailable('/getting-started/installing') && (
            <Link className="button button--primary button--lg" to="/getting-started/installing">
              Get started
            </Link>
          )}
          <Link className="button button--secondary button--lg" href={MARKETPLACE_URL}>
            Open in the VS Code Marketplace
          </Link>
        </div>
      </header>

      <section aria-labelledby="quick-start">
        <Heading as="h2" id="quick-start">
          {HOME_HEADINGS.quickStart}
        </Heading>
        <ol className={styles.steps}>
          {QUICK_START.map((step) => (
            <li key={step.title} className={styles.step}>
              <Heading as="h3" className={styles.stepTitle}>
                {isAvailable(step.to) ? <Link to={step.to}>{step.title}</Link> : step.title}
              </Heading>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="sections">
        <Heading as="h2" id="sections">
          {HOME_HEADINGS.sections}
        </Heading>
        <LinkCards
          cards={SECTIONS.filter((section) => isAvailable(section.start)).map((section) => ({
            href: section.start,
            title: section.label,
            description: section.summary,
          }))}
        />
      </section>

      <section aria-labelledby="who">
        <Heading as="h2" id="who">
          {HOME_HEADINGS.who}
        </Heading>
        <p>
          {AUDIENCE} Start with the quick start above, or search with <kbd>Ctrl</kbd>+<kbd>K</kbd>.
        </p>
      </section>
    </div>
  );
}
