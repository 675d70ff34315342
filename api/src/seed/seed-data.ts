/**
 * The demo parish: events around today, leaders, ministries, shop items and
 * videos. Pictures are served by the API itself (`/api/static/seed/…`), so
 * the demo works offline.
 */
import { apiPaths, type VideoCategory } from '@parish/shared-types';
import { nextChristmas, SAMPLE_EVENT } from '../modules/ticketing';
import { addDays } from '../lib/dates';
import { toCents } from '../lib/money';
import type { events } from '../modules/ticketing/tables';
import type { leaders, ministries, products, videos } from '../modules/content/tables';

const art = (name: string) => `${apiPaths.seedImages}${name}.svg`;

/** Days from `today` to the next `weekday` (0 = Sunday), at least `minDays` ahead. */
function nextWeekday(today: string, weekday: number, minDays = 1): string {
  const current = new Date(`${today}T00:00:00Z`).getUTCDay();
  let days = (weekday - current + 7) % 7;
  while (days < minDays) days += 7;
  return addDays(today, days);
}

export function demoEvents(today: string): (typeof events.$inferInsert)[] {
  return [
    {
      title: 'Sunday Liturgy',
      description:
        'Our weekly celebration of the Eucharist with the parish choir, followed by coffee and fellowship in the hall. Everyone is welcome.',
      titleEs: 'Liturgia dominical',
      descriptionEs:
        'Nuestra celebración semanal de la Eucaristía con el coro parroquial, seguida de café y convivencia en el salón. Todos son bienvenidos.',
      date: nextWeekday(today, 0),
      time: '10:00:00',
      location: 'Holy Trinity Church, Main Sanctuary',
      priceCents: 0,
      maxAttendees: 250,
      registeredAttendees: 42,
      image: art('sunday-liturgy'),
    },
    {
      title: 'Bible Study: The Gospel of Luke',
      description:
        'An evening of reading and conversation on the Gospel of Luke. Bring a Bible if you have one; we have spares and tea.',
      titleEs: 'Estudio bíblico: el Evangelio de Lucas',
      descriptionEs:
        'Una tarde de lectura y conversación sobre el Evangelio de Lucas. Traiga su Biblia si tiene una; tenemos algunas de sobra, y té.',
      date: nextWeekday(today, 3, 2),
      time: '19:00:00',
      location: 'Parish Hall, Room 2',
      priceCents: 0,
      maxAttendees: 30,
      registeredAttendees: 11,
      image: art('bible-study'),
    },
    {
      title: 'Community Food Drive',
      description:
        'Help us sort and pack donations for the local food bank. Drop off non-perishable food or join a packing shift; gloves and aprons provided.',
      titleEs: 'Colecta de alimentos para la comunidad',
      descriptionEs:
        'Ayúdenos a clasificar y empacar donaciones para el banco de alimentos local. Traiga alimentos no perecederos o únase a un turno de empaque; le damos guantes y delantal.',
      date: addDays(today, 10),
      time: '09:00:00',
      location: 'Parish Hall',
      priceCents: 0,
      maxAttendees: 60,
      registeredAttendees: 18,
      image: art('food-drive'),
    },
    {
      title: 'Advent Carol Service',
      description:
        'Lessons and carols by candlelight to prepare our hearts for Christmas, with the parish and youth choirs. Mulled cider afterwards.',
      titleEs: 'Celebración de villancicos de Adviento',
      descriptionEs:
        'Lecturas y villancicos a la luz de las velas para preparar el corazón para la Navidad, con el coro parroquial y el coro juvenil. Después, sidra caliente.',
      date: addDays(today, 21),
      time: '18:30:00',
      location: 'Holy Trinity Church, Main Sanctuary',
      priceCents: 500,
      maxAttendees: 200,
      registeredAttendees: 64,
      image: art('advent'),
    },
    {
      title: 'Youth Retreat: Mountain Weekend',
      description:
        'A weekend away for ages 13–18 with hiking, prayer, music and campfire talks. Price includes lodging, meals and transport.',
      titleEs: 'Retiro juvenil: fin de semana en la montaña',
      descriptionEs:
        'Un fin de semana fuera para jóvenes de 13 a 18 años, con caminatas, oración, música y charlas junto a la fogata. El precio incluye alojamiento, comidas y transporte.',
      date: addDays(today, 35),
      time: '08:00:00',
      location: 'Pine Ridge Retreat Centre',
      priceCents: 4500,
      maxAttendees: 40,
      registeredAttendees: 27,
      image: art('youth-retreat'),
    },
    {
      title: 'Parish Choir Concert',
      description:
        'Sacred music from Palestrina to gospel, sung by the parish choir with guest soloists. Proceeds support the music ministry.',
      titleEs: 'Concierto del coro parroquial',
      descriptionEs:
        'Música sacra de Palestrina al góspel, interpretada por el coro parroquial con solistas invitados. Lo recaudado apoya el ministerio de música.',
      date: addDays(today, 49),
      time: '19:30:00',
      location: 'Holy Trinity Church, Main Sanctuary',
      priceCents: 1250,
      maxAttendees: 150,
      registeredAttendees: 38,
      image: art('choir-concert'),
    },
    {
      title: 'Baptism Preparation Class',
      description:
        'For parents and godparents preparing for a baptism: the meaning of the sacrament, the rite itself, and practical questions.',
      titleEs: 'Clase de preparación para el bautismo',
      descriptionEs:
        'Para padres y padrinos que se preparan para un bautismo: el sentido del sacramento, el rito mismo y las preguntas prácticas.',
      date: addDays(today, 63),
      time: '11:00:00',
      location: 'Parish Hall, Room 1',
      priceCents: 0,
      maxAttendees: 20,
      registeredAttendees: 6,
      image: art('baptism'),
    },
    {
      title: 'Parish Family Picnic',
      description:
        'Games, a barbecue and music on the church lawn for families of all ages. Thank you to everyone who came!',
      titleEs: 'Picnic de las familias de la parroquia',
      descriptionEs:
        'Juegos, una parrillada y música en el jardín de la iglesia para familias de todas las edades. ¡Gracias a todos los que vinieron!',
      date: addDays(today, -20),
      time: '12:00:00',
      location: 'Church Lawn',
      priceCents: 800,
      maxAttendees: 120,
      registeredAttendees: 96,
      image: art('family-picnic'),
    },
    {
      title: 'Evening of Reflection',
      description:
        'A quiet evening of prayer, scripture and silence, with the opportunity for confession.',
      titleEs: 'Tarde de reflexión',
      descriptionEs:
        'Una tarde tranquila de oración, Escritura y silencio, con la oportunidad de confesarse.',
      date: addDays(today, -45),
      time: '19:00:00',
      location: 'Chapel of St. Joseph',
      priceCents: 0,
      maxAttendees: 50,
      registeredAttendees: 31,
      image: art('reflection'),
    },
    // The spec's sample event, which the API also keeps when the demo is not seeded
    // (events/keep-sample-event.ts). The booking page does not hard-code it.
    {
      title: SAMPLE_EVENT.title,
      description: SAMPLE_EVENT.description,
      titleEs: SAMPLE_EVENT.title_es,
      descriptionEs: SAMPLE_EVENT.description_es,
      date: nextChristmas(today),
      time: SAMPLE_EVENT.time,
      location: SAMPLE_EVENT.location,
      priceCents: toCents(SAMPLE_EVENT.price),
      maxAttendees: SAMPLE_EVENT.max_attendees,
      registeredAttendees: SAMPLE_EVENT.registeredAttendees,
      image: SAMPLE_EVENT.image,
    },
  ];
}

export const DEMO_LEADERS: (typeof leaders.$inferInsert)[] = [
  {
    name: 'Fr. Michael Andrews',
    title: 'Pastor',
    bio: 'Fr. Michael has served Holy Trinity since 2012. Before his ordination he taught history, and he still loves telling the story of the early Church. He leads the Sunday liturgy and the parish council.',
    image: art('leader-pastor'),
    contactEmail: 'pastor@holytrinity.example',
    facebook: null,
    twitter: null,
  },
  {
    name: 'Rev. Deacon Maria Lopez',
    title: 'Deacon',
    bio: 'Deacon Maria coordinates baptism and marriage preparation and visits the sick and homebound. She is a nurse by training and has been part of the parish for over twenty years.',
    image: art('leader-deacon'),
    contactEmail: 'deacon@holytrinity.example',
    facebook: null,
    twitter: null,
  },
  {
    name: 'Sarah Thompson',
    title: 'Director of Music',
    bio: 'Sarah directs the parish and youth choirs and plays the organ at Sunday liturgy. She studied sacred music and welcomes new singers of every ability.',
    image: art('leader-music'),
    contactEmail: 'music@holytrinity.example',
    facebook: 'https://www.facebook.com/',
    twitter: null,
  },
  {
    name: 'David Okafor',
    title: 'Youth Minister',
    bio: 'David runs the youth group, the summer mission trip and the mountain retreat. He believes every young person deserves a place to belong and questions worth asking.',
    image: art('leader-youth'),
    contactEmail: 'youth@holytrinity.example',
    facebook: null,
    twitter: 'https://www.instagram.com/',
  },
];

export const DEMO_MINISTRIES: (typeof ministries.$inferInsert)[] = [
  {
    title: 'Music Ministry',
    description:
      'Singers and instrumentalists who lead the parish in worship each Sunday and at the great feasts.',
    image: art('ministry-music'),
    leader: 'Sarah Thompson',
    schedule: 'Rehearsals Thursdays 7:00 PM',
    location: 'Choir Loft',
    titleEs: 'Ministerio de música',
    descriptionEs:
      'Cantores e instrumentistas que guían a la parroquia en la oración cada domingo y en las grandes fiestas.',
    scheduleEs: 'Ensayos los jueves a las 7:00 p.m.',
  },
  {
    title: 'Youth Ministry',
    description:
      'Friendship, faith and service for teenagers: weekly meetings, retreats and a summer mission trip.',
    image: art('ministry-youth'),
    leader: 'David Okafor',
    schedule: 'Sundays 6:00 PM',
    location: 'Youth Room',
    titleEs: 'Pastoral juvenil',
    descriptionEs:
      'Amistad, fe y servicio para adolescentes: reuniones semanales, retiros y un viaje misionero en el verano.',
    scheduleEs: 'Domingos a las 6:00 p.m.',
  },
  {
    title: 'Outreach & Food Pantry',
    description:
      'We stock the parish food pantry, run seasonal food drives and visit neighbours who cannot leave home.',
    image: art('ministry-outreach'),
    leader: 'Rev. Deacon Maria Lopez',
    schedule: 'Saturdays 9:00 AM',
    location: 'Parish Hall',
    titleEs: 'Acción social y despensa de alimentos',
    descriptionEs:
      'Surtimos la despensa de alimentos de la parroquia, organizamos colectas de alimentos en cada temporada y visitamos a los vecinos que no pueden salir de casa.',
    scheduleEs: 'Sábados a las 9:00 a.m.',
  },
  {
    title: "Children's Ministry",
    description:
      'Bible stories, songs and crafts for children aged 4 to 12 during the Sunday liturgy.',
    image: art('ministry-children'),
    leader: 'Parish catechists',
    schedule: 'Sundays 10:00 AM',
    location: "Children's Chapel",
    titleEs: 'Ministerio infantil',
    descriptionEs:
      'Historias de la Biblia, cantos y manualidades para niños de 4 a 12 años durante la Misa dominical.',
    scheduleEs: 'Domingos a las 10:00 a.m.',
  },
];

export const DEMO_PRODUCTS: (typeof products.$inferInsert)[] = [
  {
    title: 'Olive Wood Rosary',
    description: 'Hand-carved olive wood beads from Bethlehem with a metal crucifix.',
    priceCents: 1250,
    image: art('product-rosary'),
    titleEs: 'Rosario de madera de olivo',
    descriptionEs: 'Cuentas de madera de olivo de Belén talladas a mano, con crucifijo de metal.',
  },
  {
    title: 'Beeswax Prayer Candles',
    description:
      'A set of three pure beeswax candles for home prayer, each burning about 20 hours.',
    priceCents: 1800,
    image: art('product-candles'),
    titleEs: 'Velas de cera de abeja para la oración',
    descriptionEs:
      'Juego de tres velas de cera de abeja pura para la oración en casa; cada una dura unas 20 horas.',
  },
  {
    title: 'The Holy Bible, Parish Edition',
    description: 'A durable hardback edition with the parish crest, maps and a reading plan.',
    priceCents: 3495,
    image: art('product-bible'),
    titleEs: 'La Sagrada Biblia, edición parroquial',
    descriptionEs:
      'Edición de tapa dura resistente, con el escudo de la parroquia, mapas y un plan de lectura.',
  },
  {
    title: 'Daily Devotional',
    description: 'A short reading, reflection and prayer for every day of the year.',
    priceCents: 1500,
    image: art('product-devotional'),
    titleEs: 'Devocionario diario',
    descriptionEs: 'Una breve lectura, una reflexión y una oración para cada día del año.',
  },
  {
    title: 'Saint Benedict Medal',
    description: 'A traditional St. Benedict medal in antique silver finish on a 24-inch chain.',
    priceCents: 975,
    image: art('product-medal'),
    titleEs: 'Medalla de San Benito',
    descriptionEs:
      'Medalla tradicional de San Benito con acabado de plata envejecida y cadena de 24 pulgadas.',
  },
  {
    title: 'Holy Trinity Coffee Mug',
    description: 'A 12 oz ceramic mug for Sunday fellowship, or any morning.',
    priceCents: 1400,
    image: art('product-mug'),
    titleEs: 'Taza de café de la parroquia Holy Trinity',
    descriptionEs:
      'Taza de cerámica de 12 onzas para el café de convivencia del domingo, o para cualquier mañana.',
  },
];

/** Made-up video ids: the links look real but point at no particular video. */
const video = (title: string, id: string, category: VideoCategory) => ({
  title,
  youtubeUrl: `https://www.youtube.com/watch?v=${id}`,
  category,
});

export const DEMO_VIDEOS: (typeof videos.$inferInsert)[] = [
  video('Sunday Homily: The Good Shepherd', 'HTliturgy01', 'Liturgies & Homilies'),
  video('Christmas Midnight Mass', 'HTliturgy02', 'Liturgies & Homilies'),
  video('The Sacraments Explained', 'HTeduc22a01', 'Spiritual Education - a2022'),
  video('Praying with Scripture: Lectio Divina', 'HTeduc22a02', 'Spiritual Education - a2022'),
  video('Introduction to the Creed', 'HTeduc16x01', 'Spiritual Education - 2016'),
  video('The Communion of Saints', 'HTeduc16x02', 'Spiritual Education - 2016'),
  video('History of the Old Catholic Movement', 'HTeducPre01', 'Spiritual Education - Pre-2020'),
  video(
    'What Is the Ecumenical Catholic Communion?',
    'HTeducPre02',
    'Spiritual Education - Pre-2020',
  ),
];
