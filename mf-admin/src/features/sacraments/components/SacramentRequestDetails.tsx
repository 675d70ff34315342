import { Box, Link, Typography } from '@mui/material';
import { apiPaths } from '@parish/shared-types';
import { type SacramentRequest } from '@parish/shared-types/sacraments';
import { apiUrl, useFormat } from '@parish/shared-web';
import { useT } from '../../../lib/i18n';
import { answerName, sacramentName, statusName } from '../lib/sacramentNames';

/** A date answer in the page's format; any other answer as the family wrote it. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * What the family sent (read-only, above the office's form): who asks and
 * how to reach them, the sacrament's answers, their note, and the
 * documents, each downloaded by its random name (never cached).
 */
export function SacramentRequestDetails({ request }: { request: SacramentRequest }) {
  const t = useT();
  const format = useFormat();
  const rows: [string, string][] = [
    [t('admin.sacraments.columns.sacrament'), t(sacramentName(request.kind))],
    [t('admin.sacraments.columns.status'), t(statusName(request.status))],
    [t('admin.sacraments.columns.received'), format.dateTime(request.created_at)],
    [t('admin.sacraments.columns.requester'), request.requester_name],
    [t('admin.sacraments.details.email'), request.requester_email],
    [t('admin.sacraments.details.phone'), request.requester_phone],
    [
      t('admin.sacraments.details.language'),
      t(
        request.language === 'es' ? 'admin.sacraments.language.es' : 'admin.sacraments.language.en',
      ),
    ],
    ...Object.entries(request.details)
      .filter((entry): entry is [string, string] => entry[1] !== null && entry[1] !== '')
      .map(([field, value]): [string, string] => [
        t(answerName(field) as Parameters<typeof t>[0]),
        ISO_DATE.test(value) ? format.date(value) : value,
      ]),
  ];
  if (request.message) rows.push([t('admin.sacraments.details.message'), request.message]);

  return (
    <Box component="section" aria-labelledby="sacrament-request-details">
      <Typography id="sacrament-request-details" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('admin.sacraments.details.title')}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 2,
          rowGap: 0.5,
          m: 0,
          '& dt': { fontWeight: 600 },
          '& dd': { m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere', whiteSpace: 'pre-line' },
        }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Box>
        ))}
      </Box>
      <Typography variant="h3" sx={{ fontSize: '1.1rem', mt: 2, mb: 1 }}>
        {t('admin.sacraments.details.documents')}
      </Typography>
      {request.documents.length === 0 ? (
        <Typography color="text.secondary">{t('admin.sacraments.details.noDocuments')}</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {request.documents.map((document) => (
            <li key={document.name}>
              <Link href={apiUrl(apiPaths.sacramentDocument(request.id, document.name))} download>
                {t('admin.sacraments.details.download', { name: document.filename })}
              </Link>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
