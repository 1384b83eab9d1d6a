import { Form } from 'react-router';
import { Button } from '../../ui/Button';
import { SearchIcon } from '../../ui/icons';
import { DEFAULT_SCOPE, SEARCH_SCOPES } from './search-scopes';

/**
 * A plain GET form: it works without JavaScript (the home loader redirects to the scope's list)
 * and as a client-side navigation with it.
 */
export function HomeSearch() {
  return (
    <Form method="get" action="/" className="home-search" role="search" aria-label="Search the portal">
      <label className="visually-hidden" htmlFor="search-scope">
        Search in
      </label>
      <select id="search-scope" name="scope" defaultValue={DEFAULT_SCOPE} className="home-search__scope">
        {SEARCH_SCOPES.map((scope) => (
          <option key={scope.value} value={scope.value}>
            {scope.label}
          </option>
        ))}
      </select>
      <label className="visually-hidden" htmlFor="search-keywords">
        Keywords
      </label>
      <input
        id="search-keywords"
        type="search"
        name="keywords"
        maxLength={200}
        placeholder="Product, company, Reg.No. or a word of the news"
        className="home-search__input"
      />
      <Button variant="primary" size="large" submit icon={<SearchIcon />} className="home-search__button">
        Search
      </Button>
    </Form>
  );
}
