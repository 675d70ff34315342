import { Link as RouterLink, useParams } from 'react-router';
import { Box, Button, Typography } from '@mui/material';
import { fallbackLang } from '@parish/shared-types';
import { UntranslatedNote, useFormat, useParishDetails, usePageMeta } from '@parish/shared-web';
import { useT } from '../lib/i18n';
import { useBlogPosts } from '../api/media';
import { blogPostDate, blogPostWithSlug } from '../lib/blog';
import { MediaItemPage } from './MediaItemPage';

const BACK_TO_BLOG = '/media?tab=blog';

/**
 * /media/blog/:slug: one published post, its Markdown shown as the HTML the
 * API made from it (sanitised there: no script or raw HTML reaches the page).
 * Rendered on the server from the published list.
 */
export default function BlogPostPage() {
  const { slug } = useParams();
  const t = useT();
  const format = useFormat();
  const parishName = useParishDetails().contact.name;
  const posts = useBlogPosts();
  const post = posts.status === 'success' ? blogPostWithSlug(posts.data, slug) : null;
  usePageMeta(
    post
      ? {
          title: post.title,
          description:
            post.excerpt ||
            t('content.media.blogPost.byAuthor', { title: post.title, author: post.author }),
          article: { publishedTime: blogPostDate(post), author: post.author },
        }
      : {
          title: t('content.media.blogPost.title'),
          description: t('content.media.blogPost.fallback', { parish: parishName }),
        },
  );
  return (
    <MediaItemPage
      list={posts}
      item={post}
      names={{
        title: t('content.media.blogPost.title'),
        loading: t('content.media.blogPost.loading'),
        failed: t('content.media.blogPost.failed'),
        notFound: t('content.media.blogPost.notFound'),
      }}
      back={{ to: BACK_TO_BLOG, label: t('content.media.blogPost.all') }}
    >
      {(post) => (
        <article aria-labelledby="blog-post-title">
          <Typography
            id="blog-post-title"
            variant="h2"
            component="h1"
            lang={fallbackLang(post, 'title')}
            gutterBottom
          >
            {post.title}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            <time dateTime={blogPostDate(post)}>{format.date(blogPostDate(post))}</time>
            {post.author ? ` · ${post.author}` : ''}
          </Typography>
          <UntranslatedNote records={[post]} />
          <Box
            className="blog-post-body"
            lang={fallbackLang(post, 'html')}
            sx={{
              mb: 4,
              overflowWrap: 'anywhere',
              '& a': { color: 'primary.main' },
              '& img': { maxWidth: '100%', height: 'auto' },
              '& pre': { overflowX: 'auto' },
              '& blockquote': {
                borderLeft: 4,
                borderColor: 'divider',
                ml: 0,
                pl: 2,
                color: 'text.secondary',
              },
            }}
            // Made by the API from the post's Markdown (or its Spanish) and sanitised there (marked + sanitize-html).
            dangerouslySetInnerHTML={{ __html: post.html }}
          />
          <Button component={RouterLink} to={BACK_TO_BLOG} variant="outlined">
            {t('content.media.blogPost.all')}
          </Button>
        </article>
      )}
    </MediaItemPage>
  );
}
