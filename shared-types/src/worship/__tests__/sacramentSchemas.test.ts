import {
  addMonths,
  earliestMarriageDate,
  SACRAMENT_FUTURE_DATE_MESSAGE,
  SACRAMENT_MARRIAGE_NOTICE_MESSAGE,
  SACRAMENT_SCHEDULED_DATE_MESSAGE,
  SACRAMENT_SCHEDULED_PLACE_MESSAGE,
  SACRAMENT_SCHEDULED_TIME_MESSAGE,
  sacramentRequestSchema,
  sacramentUpdateSchema,
} from '../sacraments';

/** Each field's first message, as the form and the API show it. */
function messagesOf(result: {
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[issue.path.join('.')] ??= issue.message;
  return messages;
}

const requester = {
  requester_name: 'John Doe',
  requester_email: 'john@example.org',
  requester_phone: '555-0100',
};
const marriage = {
  kind: 'marriage',
  ...requester,
  partner_one: 'John Doe',
  partner_two: 'Jane Roe',
};

describe('six months ahead', () => {
  it('counts calendar months, keeping the last day of a shorter month', () => {
    expect(addMonths('2026-12-07', 6)).toBe('2027-06-07');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
    expect(earliestMarriageDate('2026-07-15')).toBe('2027-01-15');
  });
});

describe('a marriage request', () => {
  const schema = sacramentRequestSchema('2026-12-07');

  it('takes a wedding six months from the parish’s today or later', () => {
    expect(schema.safeParse({ ...marriage, planned_date: '2027-06-07' }).success).toBe(true);
    expect(schema.safeParse({ ...marriage, planned_date: '2027-09-01' }).success).toBe(true);
  });

  it('refuses one sooner, naming planned_date', () => {
    expect(messagesOf(schema.safeParse({ ...marriage, planned_date: '2027-06-06' }))).toEqual({
      planned_date: SACRAMENT_MARRIAGE_NOTICE_MESSAGE,
    });
  });

  it('depends on the day the parish is in: late on Dec 6 in New York is still Dec 6 there', () => {
    // 2026-12-07T03:00Z is the evening of Dec 6 in New York: six months from then is June 6.
    const newYorkToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
      new Date('2026-12-07T03:00:00Z'),
    );
    expect(newYorkToday).toBe('2026-12-06');
    const inNewYork = sacramentRequestSchema(newYorkToday);
    expect(inNewYork.safeParse({ ...marriage, planned_date: '2027-06-06' }).success).toBe(true);
  });
});

describe('a baptism request', () => {
  const schema = sacramentRequestSchema('2026-12-07');
  const baptism = {
    kind: 'baptism',
    ...requester,
    child_name: 'Lucía Ruiz',
    child_birth_date: '2026-10-01',
    parents: 'Ana and Pedro Ruiz',
    godparents: 'María and José López',
    preferred_date: '2027-01-10',
    alternative_date: '',
  };

  it('takes a blank alternative date as none', () => {
    const parsed = schema.parse(baptism);
    expect(parsed).toMatchObject({ alternative_date: null, preferred_date: '2027-01-10' });
  });

  it('wants preferred dates after today', () => {
    expect(
      messagesOf(
        schema.safeParse({
          ...baptism,
          preferred_date: '2026-12-07',
          alternative_date: '2026-12-01',
        }),
      ),
    ).toEqual({
      preferred_date: SACRAMENT_FUTURE_DATE_MESSAGE,
      alternative_date: SACRAMENT_FUTURE_DATE_MESSAGE,
    });
  });
});

describe("the office's change", () => {
  it('needs a date, a time and a place to be scheduled', () => {
    expect(messagesOf(sacramentUpdateSchema.safeParse({ status: 'scheduled' }))).toEqual({
      scheduled_date: SACRAMENT_SCHEDULED_DATE_MESSAGE,
      scheduled_time: SACRAMENT_SCHEDULED_TIME_MESSAGE,
      scheduled_place: SACRAMENT_SCHEDULED_PLACE_MESSAGE,
    });
    expect(
      sacramentUpdateSchema.safeParse({ status: 'in_progress', scheduled_date: '' }).success,
    ).toBe(true);
  });
});
