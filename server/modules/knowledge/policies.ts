import { adminPolicy } from '../../platform/policy';

/** Knowledge articles as the admin shell edits them, drafts included (the public reads published ones): administrators only. */
export const articleDeskPolicy = adminPolicy('knowledge-article', ['read', 'edit']);

/** The knowledge categories' tree as the admin shell edits it: administrators only. */
export const categoryDeskPolicy = adminPolicy('knowledge-category', ['read', 'edit']);
