import { data } from 'react-router';

/** Every unknown path (and /404 itself) answers 404; the root error boundary shows the page. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
