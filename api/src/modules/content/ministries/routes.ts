import {
  apiPaths,
  ministryInputSchema,
  type Ministry,
  type MinistryInput,
} from '@parish/shared-types';
import { ministries } from '../tables';
import type { ApiApp, AppContext } from '../../../http/context';
import { registerResourceRoutes } from '../resources/routes';
import { ministryJson } from './json';

export const MINISTRY_NOT_FOUND_MESSAGE = 'Ministry not found';

function toMinistryJson(row: typeof ministries.$inferSelect): Ministry {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    image: row.image,
    leader: row.leader,
    schedule: row.schedule,
    location: row.location,
    title_es: row.titleEs,
    description_es: row.descriptionEs,
    schedule_es: row.scheduleEs,
  };
}

/**
 * The spec requires all six fields on add and on edit, so both write them all;
 * their Spanish is written when sent (a blank clears it, one left out is kept).
 */
function ministryColumns(input: MinistryInput) {
  return {
    title: input.title,
    description: input.description,
    image: input.image,
    leader: input.leader,
    schedule: input.schedule,
    location: input.location,
    titleEs: input.title_es,
    descriptionEs: input.description_es,
    scheduleEs: input.schedule_es,
  };
}

const example = {
  title: 'Hospitality Ministry',
  description: 'Greeters and coffee hosts who welcome everyone after Sunday liturgy.',
  image: `${apiPaths.seedImages}ministry-outreach.svg`,
  leader: 'James Carter',
  schedule: 'Sundays after the 10:00 AM liturgy',
  location: 'Parish Hall',
  title_es: 'Ministerio de hospitalidad',
  description_es:
    'Quienes reciben a la puerta y sirven el café para dar la bienvenida a todos después de la Misa dominical.',
  schedule_es: 'Los domingos después de la Misa de las 10:00 a.m.',
};

export async function ministryRoutes(app: ApiApp, { db }: AppContext) {
  registerResourceRoutes(app, db, {
    table: ministries,
    paths: { collection: apiPaths.ministries, one: apiPaths.ministry },
    tag: 'Ministries',
    names: { one: 'ministry', many: 'ministries' },
    notFoundMessage: MINISTRY_NOT_FOUND_MESSAGE,
    json: ministryJson,
    toJson: toMinistryJson,
    create: { schema: ministryInputSchema, example, toColumns: ministryColumns },
    update: { method: 'PUT', schema: ministryInputSchema, example, toColumns: ministryColumns },
  });
}
