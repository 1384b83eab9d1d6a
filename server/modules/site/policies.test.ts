import { describe, it } from 'vitest';
import { authorize } from '../../platform/policy';
import { expectAdminOnly } from '../../test-support/policy-actors';
import { bannerPolicy, siteSettingsPolicy } from './policies';

describe("the site's admin policies", () => {
  it('gives the site settings (read, edit) to administrators only; anyone else gets 404', () => {
    expectAdminOnly((actor) => authorize(actor, 'read', siteSettingsPolicy.of(null)));
    expectAdminOnly((actor) => authorize(actor, 'edit', siteSettingsPolicy.of(null)));
  });

  it('gives the banners (read, edit) to administrators only; anyone else gets 404', () => {
    expectAdminOnly((actor) => authorize(actor, 'read', bannerPolicy.of(null)));
    expectAdminOnly((actor) => authorize(actor, 'edit', bannerPolicy.of(null)));
  });
});
