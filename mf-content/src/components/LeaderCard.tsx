import { Button, Card, CardActions, CardContent, CardMedia, Typography } from '@mui/material';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import { DEFAULT_LANGUAGE, type Leader } from '@parish/shared-types';
import { useLanguage } from '@parish/shared-web';
import { firstName, previewBio } from '../lib/leaders';
import { useT } from '../lib/i18n';
import { pictureLoading } from '../lib/pictureLoading';

/**
 * A member of the leadership team: picture, name, title, the bio cut to 120
 * characters, and 'Contact {first name}' when they have an e-mail address.
 */
export function LeaderCard({
  leader,
  headingLevel = 'h3',
  prominent = false,
}: {
  leader: Leader;
  headingLevel?: 'h2' | 'h3';
  /** The page's first card, on screen as it opens. */
  prominent?: boolean;
}) {
  const t = useT();
  // The office writes a leader's title and bio once, in English: said so on other pages.
  const english = useLanguage() === DEFAULT_LANGUAGE ? undefined : DEFAULT_LANGUAGE;
  const headingId = `leader-${leader.id}-name`;
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardMedia
        component="img"
        image={leader.image}
        alt={t('content.leaders.portrait', { name: leader.name })}
        {...pictureLoading(prominent)}
        sx={{ aspectRatio: '4 / 3', objectFit: 'cover' }}
      />
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography id={headingId} variant="h4" component={headingLevel}>
          {leader.name}
        </Typography>
        <Typography variant="subtitle2" component="p" color="secondary" gutterBottom lang={english}>
          {leader.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" lang={english}>
          {previewBio(leader.bio)}
        </Typography>
      </CardContent>
      {leader.contact_email && (
        <CardActions sx={{ px: 2, pb: 2 }}>
          <Button
            href={`mailto:${leader.contact_email}`}
            startIcon={<EmailOutlined aria-hidden />}
            size="small"
          >
            {t('content.leaders.contact', { name: firstName(leader.name) })}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
