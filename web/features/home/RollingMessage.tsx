import { Link } from 'react-router';
import type { RollMessageEntry } from '../../../contracts/news/models';

/** The rolling message of §2: the newest headlines of market news and GACC updates, each a link to its page. */
export function RollingMessage({ entries }: { entries: RollMessageEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <nav className="home-rolling" aria-label="Latest headlines">
      <span className="home-rolling__label">Latest</span>
      <ul>
        {entries.map((entry) => (
          <li key={entry.code}>
            <Link to={entry.code}>{entry.value}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
