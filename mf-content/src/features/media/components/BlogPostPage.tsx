import { Link as RouterLink, useParams } from 'react-router';
import { Box, Button, Typography } from '@mui/material';
import { formatDate, useParishDetails, usePageMeta } from '@parish/shared-web';
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
  const parishName = useParishDetails().contact.name;
  const posts = useBlogPosts();
  const post = posts.status === 'success' ? blogPostWithSlug(posts.data, slug) : null;
  usePageMeta(
    post
      ? {
          title: post.title,
          description: post.excerpt || `${post.title}, by ${post.author}.`,
          article: { publishedTime: blogPostDate(post), author: post.author },
        }
      : {
          title: 'Blog post',
          description: `A post from the blog of ${parishName}.`,
        },
  );
  return (
    <MediaItemPage
      list={posts}
      item={post}
      names={{ title: 'Blog post', item: 'the blog post' }}
      back={{ to: BACK_TO_BLOG, label: 'All blog posts' }}
    >
      {(post) => (
        <article aria-labelledby="blog-post-title">
          <Typography id="blog-post-title" variant="h2" component="h1" gutterBottom>
            {post.title}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            <time dateTime={blogPostDate(post)}>{formatDate(blogPostDate(post))}</time>
            {post.author ? ` · ${post.author}` : ''}
          </Typography>
          <Box
            className="blog-post-body"
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
            // Made by the API from the post's Markdown and sanitised there (marked + sanitize-html).
            dangerouslySetInnerHTML={{ __html: post.html }}
          />
          <Button component={RouterLink} to={BACK_TO_BLOG} variant="outlined">
            All blog posts
          </Button>
        </article>
      )}
    </MediaItemPage>
  );
}
