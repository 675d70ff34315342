import {
  apiPaths,
  FUND_ALREADY_RETIRED_MESSAGE,
  FUND_NOT_FOUND_MESSAGE,
  fundInputSchema,
} from '@parish/shared-types';
import { z } from 'zod';
import type { ApiApp, AppContext } from '../../../http/context';
import { unwrap } from '../../../http/results';
import { parseId, type RouteParams } from '../../../http/validation';
import { todayIn } from '../../../lib/dates';
import { docs } from '../../../openapi/registry';
import { auditActor, auditedWrite } from '../../platform';
import { fundJson } from './json';
import { findFundRow } from './repository';
import {
  allFunds,
  createFund,
  fundJson as toFundJson,
  oneFund,
  openFunds,
  retireFund,
  updateFund,
  type FundCounting,
} from './service';

const tag = 'Funds';
const entity = 'fund';
const example = {
  name: 'Christmas Flowers',
  name_es: 'Flores de Navidad',
  description: 'Flowers for the church at Christmas',
  description_es: 'Flores para la iglesia en Navidad',
  position: 7,
  starts_on: '2026-12-01',
  ends_on: '2026-12-24',
  goal_cents: 500000,
};
const writeErrors = { 404: FUND_NOT_FOUND_MESSAGE };

export async function fundRoutes(app: ApiApp, { db, config, clock }: AppContext) {
  const counting: FundCounting = { sandbox: config.payments.sandbox, timeZone: config.timeZone };
  const idOf = (params: unknown) =>
    parseId((params as RouteParams<typeof apiPaths.fund>).id, FUND_NOT_FOUND_MESSAGE);
  const fundBefore = (id: number) => async (tx: Parameters<typeof findFundRow>[0]) => {
    const row = await findFundRow(tx, id);
    return row ? toFundJson(row, 0) : null;
  };

  app.get(
    apiPaths.funds,
    docs({
      tag,
      summary: 'The funds that take gifts today',
      description:
        "The giving form's funds in their order: not retired, and within their dates (the parish's today) when they have them. `raised_cents` sums the counted gifts' parts to each within its dates, to the cent; with `goal_cents` the page shows the progress.",
      access: 'public',
      responses: { 200: { description: 'The funds', schema: z.array(fundJson) } },
    }),
    async () => openFunds(db, counting, todayIn(config.timeZone, clock())),
  );

  app.get(
    apiPaths.fundsAll,
    docs({
      tag,
      summary: 'Every fund, retired ones too',
      access: 'admin',
      responses: { 200: { description: 'The funds', schema: z.array(fundJson) } },
    }),
    async () => allFunds(db, counting),
  );

  app.get(
    apiPaths.fund.pattern,
    docs({
      tag,
      summary: 'One fund',
      access: 'admin',
      responses: { 200: { description: 'The fund', schema: fundJson } },
      errors: writeErrors,
    }),
    async (request) => unwrap(await oneFund(db, counting, idOf(request.params))),
  );

  app.post(
    apiPaths.funds,
    docs({
      tag,
      summary: 'Add a fund',
      description:
        'Its key, which gifts name it by for ever, is made from the English name (`christmas-flowers`; `-2` when taken). Names are required in English and Spanish; a goal is whole cents; the last day may not be before the first.',
      access: 'admin',
      body: fundInputSchema,
      example,
      responses: { 201: { description: 'The fund', schema: fundJson } },
    }),
    async (request, reply) => {
      const created = unwrap(
        await auditedWrite(db, (tx) => createFund(tx, request.body), {
          actor: auditActor(request),
          action: 'create',
          entity,
          entityId: (fund) => fund.id,
        }),
      );
      return reply.status(201).send(created);
    },
  );

  app.put(
    apiPaths.fund.pattern,
    docs({
      tag,
      summary: "Change a fund's names, order, dates or goal",
      description: 'Its key does not change: its gifts keep naming it.',
      access: 'admin',
      body: fundInputSchema,
      example,
      responses: { 200: { description: 'The fund', schema: fundJson } },
      errors: writeErrors,
    }),
    async (request) => {
      const id = idOf(request.params);
      return unwrap(
        await auditedWrite(db, (tx) => updateFund(tx, counting, id, request.body), {
          actor: auditActor(request),
          action: 'update',
          entity,
          entityId: id,
          before: fundBefore(id),
        }),
      );
    },
  );

  app.post(
    apiPaths.fundRetire.pattern,
    docs({
      tag,
      summary: 'Retire a fund',
      description:
        'It leaves the giving form and takes no new gift; its gifts, totals and name stay on receipts, statements and reports. A fund is never deleted.',
      access: 'admin',
      responses: { 200: { description: 'The retired fund', schema: fundJson } },
      errors: { ...writeErrors, 409: FUND_ALREADY_RETIRED_MESSAGE },
    }),
    async (request) => {
      const id = idOf(request.params);
      return unwrap(
        await auditedWrite(db, (tx) => retireFund(tx, counting, id, clock()), {
          actor: auditActor(request),
          action: 'retire',
          entity,
          entityId: id,
          before: fundBefore(id),
        }),
      );
    },
  );
}
