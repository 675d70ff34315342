import {
  apiPaths,
  leaderInputSchema,
  leaderPatchSchema,
  type Leader,
  type LeaderPatch,
} from '@parish/shared-types';
import { leaders } from '../tables';
import type { ApiApp, AppContext } from '../../../http/context';
import { registerResourceRoutes } from '../resources/routes';
import { leaderJson } from './json';

export const LEADER_NOT_FOUND_MESSAGE = 'Leader not found';

type LeaderRow = typeof leaders.$inferSelect;

function toLeaderJson(row: LeaderRow): Leader {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    bio: row.bio,
    image: row.image,
    contact_email: row.contactEmail,
    facebook: row.facebook,
    twitter: row.twitter,
  };
}

/**
 * The columns to write; in an edit, a field left out (undefined) stays as it
 * is. Typed by the input, so a full create input gives the full row.
 */
function leaderColumns<I extends LeaderPatch>(input: I) {
  return {
    name: input.name as I['name'],
    title: input.title as I['title'],
    bio: input.bio as I['bio'],
    image: input.image as I['image'],
    contactEmail: input.contact_email as I['contact_email'],
    facebook: input.facebook as I['facebook'],
    twitter: input.twitter as I['twitter'],
  };
}
const example = {
  name: 'Sr. Anne Kelly',
  title: 'Director of Religious Education',
  bio: 'Sister Anne leads our catechists and the Sunday school.',
  contact_email: 'anne@holytrinity.example',
  image: `${apiPaths.seedImages}leader-youth.svg`,
  facebook: '',
  twitter: '',
};

export async function leadershipRoutes(app: ApiApp, { db }: AppContext) {
  registerResourceRoutes(app, db, {
    table: leaders,
    paths: { collection: apiPaths.leadership, one: apiPaths.leader },
    tag: 'Leadership',
    names: { one: 'leader', many: 'leaders' },
    notFoundMessage: LEADER_NOT_FOUND_MESSAGE,
    json: leaderJson,
    toJson: toLeaderJson,
    create: {
      schema: leaderInputSchema,
      example,
      toColumns: leaderColumns,
    },
    update: {
      method: 'PATCH',
      schema: leaderPatchSchema,
      example: { title: 'Pastoral Associate', image: `${apiPaths.seedImages}leader-music.svg` },
      toColumns: leaderColumns,
    },
  });
}
