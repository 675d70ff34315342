import { useEffect, useId, useState, type ReactNode } from 'react';
import { Box, Button, FormControl, FormHelperText, FormLabel, Typography } from '@mui/material';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { visuallyHidden } from '../components/visuallyHidden';
import { useT } from '../i18n/messages';

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** A chosen picture as a data URL for its preview (null while it is read, or for other files). */
function usePicturePreview(file: File | null): string | null {
  const [read, setRead] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file || !file.type.startsWith('image/')) return;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setRead({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return read && read.file === file ? read.url : null;
}

/**
 * A file chooser: the native input (hidden from sight, not from the keyboard
 * or screen readers) behind a button, then the chosen file's name, size and,
 * for a picture, a preview.
 */
export function FileField(props: {
  label: string;
  name: string;
  file: File | null;
  onChange: (file: File | null) => void;
  accept?: string;
  buttonLabel?: string;
  error: string | undefined;
  hint: ReactNode;
  required: boolean;
  disabled: boolean;
}) {
  const t = useT();
  const inputId = useId();
  const helpId = useId();
  const preview = usePicturePreview(props.file);
  const help = props.error ?? props.hint;
  return (
    <FormControl error={props.error !== undefined} disabled={props.disabled} fullWidth>
      <FormLabel htmlFor={inputId} required={props.required} sx={{ mb: 1 }}>
        {props.label}
      </FormLabel>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          component="label"
          htmlFor={inputId}
          variant="outlined"
          startIcon={<UploadFileOutlined aria-hidden />}
          disabled={props.disabled}
          // The input inside takes the focus; show its ring on the button.
          tabIndex={-1}
          sx={{ '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 } }}
        >
          {props.buttonLabel ?? t('shared-web.forms.chooseFile')}
          <Box
            component="input"
            id={inputId}
            type="file"
            name={props.name}
            accept={props.accept}
            disabled={props.disabled}
            aria-invalid={props.error !== undefined}
            aria-describedby={help ? helpId : undefined}
            onChange={(event: React.ChangeEvent<HTMLInputElement>) =>
              props.onChange(event.target.files?.[0] ?? null)
            }
            sx={visuallyHidden}
          />
        </Button>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {props.file
            ? t('shared-web.forms.chosenFile', {
                name: props.file.name,
                size: formatBytes(props.file.size),
              })
            : t('shared-web.forms.noFile')}
        </Typography>
      </Box>
      {preview && (
        <Box
          component="img"
          src={preview}
          alt={
            props.file
              ? t('shared-web.forms.previewOf', { name: props.file.name })
              : t('shared-web.forms.previewOfChosenFile')
          }
          sx={{ mt: 1.5, maxWidth: 240, maxHeight: 180, borderRadius: 1, objectFit: 'contain' }}
        />
      )}
      {help && <FormHelperText id={helpId}>{help}</FormHelperText>}
    </FormControl>
  );
}
