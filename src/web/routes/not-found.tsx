import { notFoundResponse } from '../lib/page-city';

/** Any URL no other route claims: the root error boundary renders "404 Page Not Found". */
export function loader(): never {
  throw notFoundResponse();
}

export default function NotFound() {
  return null;
}
