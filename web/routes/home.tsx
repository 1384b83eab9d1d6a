import { redirect } from 'react-router';
import type { Route } from './+types/home';
import { PRODUCT_NAME } from '../../contracts/core/codes';
import { HomeSearch } from '../features/home/HomeSearch';
import { searchLanding } from '../features/home/search-landing';
import { createApi } from '../lib/api';
import { pageTitle } from '../lib/meta';

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Home') },
  {
    name: 'description',
    content:
      'Which plants may ship meat and seafood to China: GACC registrations, suspensions, disease bans, news, prices and trade partners.',
  },
];

/** A submitted search (?scope=&keywords=) goes straight to the scope's list, on the access type that has matches. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (url.searchParams.has('scope')) {
    throw redirect(await searchLanding(createApi(context.api), url.searchParams.get('scope'), url.searchParams.get('keywords')));
  }
  return null;
}

export default function Home() {
  return (
    <>
      <section className="home-hero">
        <div className="home-hero__inner">
          <h1>China market access for meat and seafood</h1>
          <p className="home-hero__lead">
            Check which plants may ship to China, follow GACC updates and disease bans, read prices and find trade partners.
          </p>
          <HomeSearch />
        </div>
      </section>
      <section className="home-intro" aria-label={`About ${PRODUCT_NAME}`}>
        <div className="home-intro__grid">
          <article>
            <h2>Registered plants</h2>
            <p>Search overseas establishments registered with the General Administration of Customs of China by name or Reg.No.</p>
          </article>
          <article>
            <h2>Suspensions and bans</h2>
            <p>See which plants are suspended and which countries are under an animal disease ban, and since when.</p>
          </article>
          <article>
            <h2>Prices and partners</h2>
            <p>Follow market prices and import statistics, and meet buyers and suppliers through posts and topics.</p>
          </article>
        </div>
      </section>
    </>
  );
}
