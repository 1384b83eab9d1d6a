import { z } from 'zod';
import { defineCall } from '../core/calls';
import { SEARCH_MSG } from './codes';
import { savedSearchSchema, searchIdBody, searchSaveBody, searchUpdateBody } from './models';

const tag = 'supply-demand';

/** Saved searches of the supply and demand board (issue 27; docs/community.md 'Saved searches'). */
export const searchCalls = {
  list: defineCall({
    tag,
    access: 'user',
    method: 'GET',
    path: '/api/supply-demand/search/list',
    output: z.object({ list: z.array(savedSearchSchema) }),
    summary: 'Your saved searches of the board, newest first, with how many posts matched each',
  }),
  save: defineCall({
    tag,
    access: 'user',
    method: 'POST',
    path: '/api/supply-demand/search/save',
    body: searchSaveBody,
    output: savedSearchSchema,
    successMessage: SEARCH_MSG.saved,
    summary:
      'Saves the board filters under a name; a post approved later that matches them notifies you (and the daily saved-search mail lists it when mail is on)',
  }),
  update: defineCall({
    tag,
    access: 'user',
    method: 'POST',
    path: '/api/supply-demand/search/update',
    body: searchUpdateBody,
    output: savedSearchSchema,
    successMessage: SEARCH_MSG.updated,
    summary: 'Renames one of your saved searches or turns its mail on or off',
  }),
  remove: defineCall({
    tag,
    access: 'user',
    method: 'POST',
    path: '/api/supply-demand/search/delete',
    body: searchIdBody,
    output: z.null(),
    successMessage: SEARCH_MSG.deleted,
    summary: 'Deletes one of your saved searches (no more notifications from it)',
  }),
};
