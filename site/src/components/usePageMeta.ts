import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { findPage } from '../routes';

/** Keeps <title> and the meta description in step with client-side navigation (prerendered HTML has them already). */
export function usePageMeta(): void {
  const { pathname } = useLocation();
  const page = findPage(pathname);
  const title = page?.title;
  const description = page?.description;
  useEffect(() => {
    if (title) document.title = title;
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
