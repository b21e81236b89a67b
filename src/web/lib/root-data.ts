/**
 * The root loader's data (the page's city, interface language and where its words are, the CSP
 * nonce, the public URL), read one way everywhere: `useRootData()` in components,
 * `rootDataOf(matches)` in `meta` functions. Typed by the loader itself, so nothing
 * restates its shape. Undefined when the root loader itself failed (the error page).
 */
import { useRouteLoaderData } from 'react-router';
import type { loader } from '../root';

/** As the browser receives it (serialised), which for this plain data is what the loader returns. */
export type RootData = NonNullable<ReturnType<typeof useRouteLoaderData<typeof loader>>>;

const ROOT_ROUTE_ID = 'root';

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof loader>(ROOT_ROUTE_ID);
}

/** What `meta` functions are given as `matches`, as far as finding the root goes. */
export type MatchLike = { id: string; loaderData?: unknown } | undefined;

/** The root loader's data among a `meta` function's matches. */
export function rootDataOf(matches: readonly MatchLike[]): RootData | undefined {
  return matches.find((match) => match?.id === ROOT_ROUTE_ID)?.loaderData as RootData | undefined;
}
