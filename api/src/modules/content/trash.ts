import type { TrashKind } from '../platform';
import { blogPosts, leaders, ministries, photos, products, videos } from './tables';

/** What of the site's content can be in the trash, each named in the list by its title or name. */
export const contentTrashKinds = {
  leader: { entity: 'leader', table: leaders, labelColumn: leaders.name },
  ministry: { entity: 'ministry', table: ministries, labelColumn: ministries.title },
  shop_item: { entity: 'shop_item', table: products, labelColumn: products.title },
  video: { entity: 'video', table: videos, labelColumn: videos.title },
  photo: {
    entity: 'photo',
    table: photos,
    labelColumn: photos.filename,
    storedFile: (row) => (row.storageKey as string | undefined) ?? null,
  },
  blog_post: { entity: 'blog_post', table: blogPosts, labelColumn: blogPosts.title },
} satisfies Record<string, TrashKind>;
