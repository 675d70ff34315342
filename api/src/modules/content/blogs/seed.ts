import type { Database } from '../../../db';
import { blogPosts } from '../tables';
import { seedOnce } from '../../../db/seed-once';

const SEEDED_KEY = 'demo_blog_posts_seeded_at';

/** Two published posts a new install shows on the Blog tab and at /media/blog/{slug}. */
export const DEMO_BLOG_POSTS: (typeof blogPosts.$inferInsert)[] = [
  {
    title: 'Welcome to Our New Parish Website',
    slug: 'welcome-to-our-new-parish-website',
    author: 'Parish Office',
    status: 'published',
    publishedAt: new Date('2026-09-06T15:00:00Z'),
    content: [
      'Our parish has a new home online. Here you will find **service times**, upcoming events, sermons to listen to again, and ways to get involved.',
      '## What you can do here',
      '- Book a ticket for a parish event on the [Events](/events) page',
      '- Listen to recent sermons on the [Media](/media) page, or subscribe to the podcast',
      '- Send a prayer request or a question through the chat',
      'If something is missing or hard to find, please tell the parish office. We would love to hear from you.',
    ].join('\n\n'),
    titleEs: 'Bienvenidos a la nueva página web de nuestra parroquia',
    contentEs: [
      'Nuestra parroquia tiene un nuevo hogar en internet. Aquí encontrará los **horarios de Misa**, los próximos eventos, homilías para volver a escuchar y maneras de participar.',
      '## Qué puede hacer aquí',
      '- Reserve un boleto para un evento de la parroquia en la página de [Eventos](/es/events)',
      '- Escuche las homilías recientes en la página de [Multimedia](/es/media), o suscríbase al pódcast',
      '- Envíe una petición de oración o una pregunta por el chat',
      'Si algo falta o es difícil de encontrar, por favor avise a la oficina parroquial. Nos encantaría saber de usted.',
    ].join('\n\n'),
  },
  {
    title: 'Preparing for Advent Together',
    slug: 'preparing-for-advent-together',
    author: 'Fr. Michael Andrews',
    status: 'published',
    publishedAt: new Date('2026-11-20T17:00:00Z'),
    content: [
      'Advent begins soon: four weeks of waiting, hope and preparation for Christmas.',
      '> Comfort, O comfort my people, says your God. *(Isaiah 40:1)*',
      'This year the parish invites every household to:',
      '1. Light an Advent wreath at home and pray together each Sunday',
      '2. Join Lessons and Carols by candlelight with the parish choir',
      '3. Bring a gift for the food pantry to any Sunday Mass',
      'May this season open our hearts to the One who comes.',
    ].join('\n\n'),
    titleEs: 'Preparémonos juntos para el Adviento',
    contentEs: [
      'El Adviento comienza pronto: cuatro semanas de espera, esperanza y preparación para la Navidad.',
      '> Consuelen, consuelen a mi pueblo, dice su Dios. *(Isaías 40:1)*',
      'Este año la parroquia invita a cada familia a:',
      '1. Encender una corona de Adviento en casa y rezar juntos cada domingo',
      '2. Acompañar al coro parroquial en la celebración de villancicos de Adviento a la luz de las velas',
      '3. Traer un donativo para la despensa de alimentos a cualquier Misa dominical',
      'Que este tiempo abra nuestros corazones a Aquel que viene.',
    ].join('\n\n'),
  },
];

/** Adds the demo posts once per database (also to one seeded before posts had pages). */
export function seedDemoBlogPosts(db: Database, now = new Date()): Promise<boolean> {
  return seedOnce(
    db,
    SEEDED_KEY,
    async (tx) => {
      // A post the office already wrote at one of these addresses keeps it.
      await tx.insert(blogPosts).values(DEMO_BLOG_POSTS).onConflictDoNothing();
    },
    now,
  );
}
