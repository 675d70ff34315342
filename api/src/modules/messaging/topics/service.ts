/**
 * The newsletter's topics as the office keeps them (docs/communications.md):
 * added and changed in the dashboard, each write audited; retiring one
 * keeps its subscriptions and takes it off the public forms.
 */
import {
  TOPIC_NOT_FOUND_MESSAGE,
  type NewsletterTopic,
  type NewsletterTopicInput,
} from '@parish/shared-types';
import type { Database } from '../../../db';
import { notFound, ok, type Result } from '../../../lib/result';
import { auditedValue, auditedWrite, type AuditActor } from '../../platform';
import { findTopic, insertTopic, replaceTopic } from './repository';

export { findTopic, listTopics } from './repository';

const ENTITY = 'newsletter_topic';

export function createTopic(
  db: Database,
  actor: AuditActor,
  input: NewsletterTopicInput,
): Promise<NewsletterTopic> {
  return auditedValue(db, (tx) => insertTopic(tx, input), {
    actor,
    action: 'create',
    entity: ENTITY,
    entityId: (topic) => topic.id,
  });
}

export function updateTopic(
  db: Database,
  actor: AuditActor,
  id: number,
  input: NewsletterTopicInput,
): Promise<Result<NewsletterTopic>> {
  return auditedWrite(
    db,
    async (tx) => {
      const updated = await replaceTopic(tx, id, input);
      return updated ? ok(updated) : notFound(TOPIC_NOT_FOUND_MESSAGE);
    },
    {
      actor,
      action: 'update',
      entity: ENTITY,
      entityId: id,
      before: (tx) => findTopic(tx, id),
    },
  );
}
