/** Where 'My Account' leads (§2 'Header'; the breadcrumb's 'My Account' too). */
export const MY_ACCOUNT_PATH = '/account/mySupplyPost?type=1';
