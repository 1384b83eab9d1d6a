import { Form } from 'react-router';
import { useT } from '../../lib/i18n';
import { Button } from '../../ui/Button';
import { SearchIcon } from '../../ui/icons';
import { homeMessages } from './messages';
import { DEFAULT_SCOPE, SEARCH_SCOPES } from './search-scopes';

/**
 * A plain GET form: it works without JavaScript (the home loader redirects to the scope's list)
 * and as a client-side navigation with it.
 */
export function HomeSearch() {
  const t = useT(homeMessages);
  return (
    <Form method="get" action="/" className="home-search" role="search" aria-label={t('search.label')}>
      <label className="visually-hidden" htmlFor="search-scope">
        {t('search.scope')}
      </label>
      <select id="search-scope" name="scope" defaultValue={DEFAULT_SCOPE} className="home-search__scope">
        {SEARCH_SCOPES.map((scope) => (
          <option key={scope.value} value={scope.value}>
            {t(`search.scopes.${scope.value}`)}
          </option>
        ))}
      </select>
      <label className="visually-hidden" htmlFor="search-keywords">
        {t('search.keywords')}
      </label>
      <input
        id="search-keywords"
        type="search"
        name="keywords"
        maxLength={200}
        placeholder={t('search.placeholder')}
        className="home-search__input"
      />
      <Button variant="primary" size="large" submit icon={<SearchIcon />} className="home-search__button">
        {t('search.submit')}
      </Button>
    </Form>
  );
}
