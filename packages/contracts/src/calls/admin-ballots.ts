import { z } from 'zod';
import {
  ZCategoryListResponse,
  ZCompetitionRequest,
  ZCompetitionResponse,
  ZPublishResultsRequest,
  ZPublishResultsResponse,
  ZResultsRequest,
  ZResultsResponse,
  ZSaveCategoryRequest,
  ZSaveCategoryResponse,
  ZSaveCompetitionRequest,
} from '../ballots.ts';
import { defineCall, defineFileCall } from '../call.ts';

/** The company's award categories. Ballots are content, as the films and their watch time are. */
export const listCategories = defineCall({
  path: 'admin/ballots/categories/list',
  body: z.object({}),
  response: ZCategoryListResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'content',
});

export const saveCategory = defineCall({
  path: 'admin/ballots/categories/save',
  body: ZSaveCategoryRequest,
  response: ZSaveCategoryResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'content',
});

/** An event's films with their categories, and its voting windows. */
export const getCompetition = defineCall({
  path: 'admin/ballots/competition/get',
  body: ZCompetitionRequest,
  response: ZCompetitionResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'content',
});

export const saveCompetition = defineCall({
  path: 'admin/ballots/competition/save',
  body: ZSaveCompetitionRequest,
  response: ZCompetitionResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'content',
});

export const results = defineCall({
  path: 'admin/ballots/results',
  body: ZResultsRequest,
  response: ZResultsResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'content',
});

/** Shows a category's results on the site's public results page, or takes them off. */
export const publishResults = defineCall({
  path: 'admin/ballots/results/publish',
  body: ZPublishResultsRequest,
  response: ZPublishResultsResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'content',
});

export const resultsCsv = defineFileCall({
  path: 'admin/ballots/results/export',
  body: ZResultsRequest,
  auth: 'staff',
  tenant: 'host',
  permission: 'content',
});
