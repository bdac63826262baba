// Stands in for @docusaurus/core's Link (swapped by ./index.ts) with the same props and output. The
// one difference: the original made an IntersectionObserver per internal link, and a fresh one on every render
// (its ref callback was a new function each time), to prefetch a route when its link scrolls into view. Here every
// link shares one observer (src/lib/visibility-watch), so hydrating a page with 150 links no longer builds 150.
import React, {forwardRef, useCallback, useEffect, useImperativeHandle, useRef} from 'react';
import {Link as RouterLink, NavLink as RouterNavLink} from 'react-router-dom';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import isInternalUrl from '@docusaurus/isInternalUrl';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import {applyTrailingSlash} from '@docusaurus/utils-common';
import type {Props as LinkProps} from '@docusaurus/Link';
import {createVisibilityWatch, type VisibilityWatch} from '../../src/lib/visibility-watch';

let sharedWatch: VisibilityWatch | undefined;
const visibility = (): VisibilityWatch =>
  (sharedWatch ??= createVisibilityWatch((callback) => new window.IntersectionObserver(callback)));

// `pathname://` marks a same-site address that must load as a plain page, not through the router.
const PLAIN_PAGE_PROTOCOL = 'pathname://';

function Link(
  {
    isNavLink,
    to,
    href,
    activeClassName,
    isActive,
    'data-noBrokenLinkCheck': skipBrokenLinkCheck,
    autoAddBaseUrl = true,
    ...rest
  }: LinkProps,
  forwardedRef: React.ForwardedRef<HTMLAnchorElement>,
) {
  const {siteConfig} = useDocusaurusContext();
  const {withBaseUrl} = useBaseUrlUtils();
  const brokenLinks = useBrokenLinks();
  const anchorRef = useRef<HTMLAnchorElement | null>(null);
  useImperativeHandle(forwardedRef, () => anchorRef.current!);

  const given = to ?? href;
  const isInternal = isInternalUrl(given);
  const usesHashRouter = siteConfig.future.experimental_router === 'hash';
  let target = given?.replace(PLAIN_PAGE_PROTOCOL, '');
  if (target !== undefined && autoAddBaseUrl && target.startsWith('/')) target = withBaseUrl(target);
  // "./x" is meaningful for assets; for a page under the hash router it means "/x".
  if (usesHashRouter && target?.startsWith('./')) target = target.slice(1);
  if (target && isInternal) {
    target = applyTrailingSlash(target, {trailingSlash: siteConfig.trailingSlash, baseUrl: siteConfig.baseUrl});
  }

  const canObserve = ExecutionEnvironment.canUseIntersectionObserver;
  const stopWatching = useRef<(() => void) | undefined>(undefined);
  const watchedTarget = useRef(target);
  watchedTarget.current = target;
  const attachAnchor = useCallback(
    (anchor: HTMLAnchorElement | null) => {
      anchorRef.current = anchor;
      stopWatching.current?.();
      stopWatching.current = undefined;
      if (anchor && canObserve && isInternal) {
        stopWatching.current = visibility().watch(anchor, () => {
          const current = watchedTarget.current;
          if (current != null) void window.docusaurus.prefetch(current);
        });
      }
    },
    [canObserve, isInternal],
  );

  useEffect(() => {
    // Without IntersectionObserver every internal link prefetches once, straight away.
    if (!canObserve && isInternal && ExecutionEnvironment.canUseDOM && target != null) {
      void window.docusaurus.prefetch(target);
    }
  }, [canObserve, isInternal, target]);

  const preloaded = useRef(false);
  const preloadOnInterest = () => {
    if (preloaded.current || target == null) return;
    void window.docusaurus.preload(target);
    preloaded.current = true;
  };

  const isSamePageAnchor = target?.startsWith('#') ?? false;
  const opensHere = !rest.target || rest.target === '_self';
  const isPlainAnchor = !target || !isInternal || !opensHere || (isSamePageAnchor && !usesHashRouter);
  if (!skipBrokenLinkCheck && (isSamePageAnchor || !isPlainAnchor)) brokenLinks.collectLink(target);
  if (rest.id) brokenLinks.collectAnchor(rest.id);

  if (isPlainAnchor) {
    const opensElsewhere = given && !isInternal ? {target: '_blank', rel: 'noopener noreferrer'} : undefined;
    return <a ref={anchorRef} href={target} {...opensElsewhere} {...rest} />;
  }
  // Both take the same props here; NavLink adds isActive and activeClassName.
  const RouterComponent = (isNavLink ? RouterNavLink : RouterLink) as unknown as React.ComponentType<
    Record<string, unknown>
  >;
  return (
    <RouterComponent
      {...rest}
      onMouseEnter={preloadOnInterest}
      onTouchStart={preloadOnInterest}
      innerRef={attachAnchor}
      to={target}
      {...(isNavLink ? {isActive, activeClassName} : {})}
    />
  );
}

export default forwardRef(Link);
