import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { config } from '@shared/config';
import { findPage } from '../routes';
import { canonicalUrl } from '../seo/meta';

const setContent = (selector: string, value: string) =>
  document.head.querySelector(selector)?.setAttribute('content', value);

/**
 * Keeps <title>, the description, the canonical URL and the Open Graph tags in step with client-side
 * navigation (the prerendered HTML of each page has them already).
 */
export function usePageMeta(): void {
  const { pathname } = useLocation();
  const page = findPage(pathname);
  const path = page?.path;
  const title = page?.title;
  const description = page?.description;
  useEffect(() => {
    if (!path || !title || !description) return;
    const url = canonicalUrl(config.siteUrl, path);
    document.title = title;
    setContent('meta[name="description"]', description);
    setContent('meta[property="og:title"]', title);
    setContent('meta[property="og:description"]', description);
    setContent('meta[property="og:url"]', url);
    document.head.querySelector('link[rel="canonical"]')?.setAttribute('href', url);
  }, [path, title, description]);
}
