import type { ReactNode } from 'react';
import { Card, CardActions, CardContent, CardMedia, Stack, Typography } from '@mui/material';
import { fallbackLang, type ShownMinistry } from '@parish/shared-types';
import { useT } from '../lib/i18n';
import { pictureLoading } from '../lib/pictureLoading';

/**
 * A ministry: picture, title, description, and its leader, schedule and
 * place when it has them (spec: optional on display). `action` is the
 * card's link: Learn More on the home page, Get Involved on /ministries.
 */
export function MinistryCard({
  ministry,
  action,
  id,
  prominent = false,
}: {
  ministry: ShownMinistry;
  action: ReactNode;
  id?: string;
  /** The page's first card, on screen as it opens. */
  prominent?: boolean;
}) {
  const t = useT();
  const headingId = `ministry-${ministry.id}-title`;
  // The schedule may be the office's Spanish; the leader and the place are names.
  const details = [
    [t('content.ministries.card.ledBy'), ministry.leader, undefined],
    [t('content.ministries.card.when'), ministry.schedule, fallbackLang(ministry, 'schedule')],
    [t('content.ministries.card.where'), ministry.location, undefined],
  ].filter((detail): detail is [string, string, string | undefined] => Boolean(detail[1]));
  return (
    <Card
      id={id}
      component="article"
      aria-labelledby={headingId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', scrollMarginTop: 88 }}
    >
      <CardMedia
        component="img"
        image={ministry.image}
        alt=""
        {...pictureLoading(prominent)}
        sx={{ aspectRatio: '16 / 10', objectFit: 'cover' }}
      />
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography
          id={headingId}
          variant="h4"
          component="h3"
          lang={fallbackLang(ministry, 'title')}
          gutterBottom
        >
          {ministry.title}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          lang={fallbackLang(ministry, 'description')}
          sx={{ mb: details.length ? 1.5 : 0 }}
        >
          {ministry.description}
        </Typography>
        {details.length > 0 && (
          <Stack component="dl" spacing={0.25} sx={{ m: 0 }}>
            {details.map(([label, value, lang]) => (
              <Typography key={label} variant="body2" component="div">
                <Typography
                  component="dt"
                  variant="body2"
                  sx={{ display: 'inline', fontWeight: 600 }}
                >
                  {label}:
                </Typography>{' '}
                <Typography
                  component="dd"
                  variant="body2"
                  lang={lang}
                  sx={{ display: 'inline', m: 0 }}
                >
                  {value}
                </Typography>
              </Typography>
            ))}
          </Stack>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>{action}</CardActions>
    </Card>
  );
}
