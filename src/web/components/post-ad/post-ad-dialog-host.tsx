/**
 * Mounted once in the root layout. The dialog, its form library and the listing schema
 * are loaded only when someone first asks to post (a PostAdButton or `?post=1`), so
 * browsing visitors never download them. Once loaded it stays mounted, keeping a draft.
 */
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePostAdRequested } from './post-ad-store';

const PostAdDialog = lazy(() => import('./post-ad-dialog'));

export function PostAdDialogHost() {
  const [searchParams] = useSearchParams();
  const requested = usePostAdRequested();
  const wanted = requested || searchParams.get('post') === '1';
  const [loaded, setLoaded] = useState(wanted);
  // Remembered during render (React's pattern for state derived from a change).
  if (wanted && !loaded) setLoaded(true);
  return loaded ? (
    <Suspense fallback={null}>
      <PostAdDialog />
    </Suspense>
  ) : null;
}
