import { useEffect, useId, useRef, useState, type PointerEvent } from 'react';
import { Box, IconButton, Stack, Typography, useMediaQuery } from '@mui/material';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import {
  CAROUSEL_DELAY_MS,
  CAROUSEL_GAP_PX,
  HERO_SLIDES,
  swipeDirection,
  wrapIndex,
} from '../lib/carousel';
import { fallbackLang, type ShownParishDetails } from '@parish/shared-types';
import { visuallyHidden } from '@parish/shared-web';
import { useT } from '../lib/i18n';

const controlSx = {
  color: '#fff',
  bgcolor: 'rgba(0, 0, 0, 0.45)',
  '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.65)' },
} as const;

/** A slide in the page's language: its caption and text alternative English where untranslated. */
type ShownSlide = ShownParishDetails['hero_slides'][number];

const COMPILED_SLIDES: readonly ShownSlide[] = HERO_SLIDES.map((slide) => ({
  ...slide,
  untranslated: [],
}));

/**
 * The hero's auto-playing pictures (spec: 3000 ms, loop, 20 px gap, swipe,
 * pause on hover). A visible Pause button stops it for good (WCAG 2.2.2),
 * and it does not start by itself for visitors who prefer reduced motion.
 * Keyboard focus inside it also holds it still.
 */
export function HeroCarousel({ slides = COMPILED_SLIDES }: { slides?: readonly ShownSlide[] }) {
  // False on the server and while the page hydrates (so it matches the HTML),
  // then the visitor's preference, before the first slide could move.
  const t = useT();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [index, setIndex] = useState(0);
  // null: the visitor has not chosen; autoplay follows their motion preference.
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const swipe = useRef<{ x: number; at: number } | null>(null);
  const labelId = useId();

  const playing = playChoice ?? !reducedMotion;
  const advancing = playing && !hovered && !focused && slides.length > 1;

  useEffect(() => {
    if (!advancing) return;
    const timer = window.setInterval(
      () => setIndex((current) => wrapIndex(current, 1, slides.length)),
      CAROUSEL_DELAY_MS,
    );
    return () => window.clearInterval(timer);
  }, [advancing, slides.length]);

  const go = (step: number) => setIndex((current) => wrapIndex(current, step, slides.length));

  function onPointerDown(event: PointerEvent) {
    if (event.pointerType === 'mouse') return;
    swipe.current = { x: event.clientX, at: event.timeStamp };
  }
  function onPointerUp(event: PointerEvent) {
    const start = swipe.current;
    swipe.current = null;
    if (!start) return;
    const direction = swipeDirection(event.clientX - start.x, event.timeStamp - start.at);
    if (direction !== 0) go(direction);
  }

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-labelledby={labelId}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      sx={{ position: 'relative', width: '100%' }}
    >
      <Typography id={labelId} component="h2" sx={visuallyHidden}>
        {t('content.home.carousel.label')}
      </Typography>
      <Box
        sx={{ overflow: 'hidden', borderRadius: 2, touchAction: 'pan-y' }}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipe.current = null)}
      >
        <Box
          aria-live={advancing ? 'off' : 'polite'}
          sx={{
            display: 'flex',
            gap: `${CAROUSEL_GAP_PX}px`,
            transform: `translateX(calc(${-index} * (100% + ${CAROUSEL_GAP_PX}px)))`,
            transition: reducedMotion ? 'none' : 'transform 600ms ease',
          }}
        >
          {slides.map((slide, slideIndex) => (
            <Box
              key={slide.image}
              role="group"
              aria-roledescription="slide"
              aria-label={t('content.home.carousel.slide', {
                number: slideIndex + 1,
                total: slides.length,
              })}
              aria-hidden={slideIndex !== index}
              sx={{ flex: '0 0 100%', m: 0, position: 'relative' }}
            >
              <Box
                component="img"
                src={slide.image}
                alt={slide.alt}
                // The text alternative falls back to English as the caption does.
                lang={fallbackLang(slide, 'alt')}
                draggable={false}
                loading={slideIndex === 0 ? 'eager' : 'lazy'}
                // The first slide is the page's largest paint: ahead of scripts.
                fetchPriority={slideIndex === 0 ? 'high' : 'auto'}
                sx={{ display: 'block', width: '100%', aspectRatio: '8 / 5', objectFit: 'cover' }}
              />
              <Typography
                component="p"
                variant="body2"
                sx={{
                  position: 'absolute',
                  insetInline: 0,
                  bottom: 0,
                  px: 2,
                  pt: 3,
                  pb: 6,
                  color: '#fff',
                  background: 'linear-gradient(transparent, rgba(0,0,0,0.7))',
                }}
                lang={fallbackLang(slide, 'caption')}
              >
                {slide.caption}
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>
      <Stack
        direction="row"
        spacing={1}
        sx={{ position: 'absolute', left: 8, right: 8, bottom: 8, alignItems: 'center' }}
      >
        <IconButton
          size="small"
          onClick={() => setPlayChoice(!playing)}
          aria-label={t(playing ? 'content.home.carousel.pause' : 'content.home.carousel.play')}
          sx={controlSx}
        >
          {playing ? <Pause fontSize="small" /> : <PlayArrow fontSize="small" />}
        </IconButton>
        <IconButton
          size="small"
          onClick={() => go(-1)}
          aria-label={t('content.home.carousel.previous')}
          sx={controlSx}
        >
          <ChevronLeft fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          onClick={() => go(1)}
          aria-label={t('content.home.carousel.next')}
          sx={controlSx}
        >
          <ChevronRight fontSize="small" />
        </IconButton>
        <Stack direction="row" spacing={0.5} sx={{ ml: 'auto !important' }}>
          {slides.map((slide, slideIndex) => (
            <Box
              key={slide.image}
              component="button"
              type="button"
              onClick={() => setIndex(slideIndex)}
              aria-label={t('content.home.carousel.show', {
                number: slideIndex + 1,
                caption: slide.caption,
              })}
              aria-current={slideIndex === index ? 'true' : undefined}
              sx={{
                width: 24,
                height: 24,
                p: 0,
                border: 0,
                cursor: 'pointer',
                background: 'transparent',
                display: 'grid',
                placeItems: 'center',
                '&::after': {
                  content: '""',
                  width: 10,
                  height: 10,
                  borderRadius: '50%',
                  border: '2px solid #fff',
                  bgcolor: slideIndex === index ? '#fff' : 'rgba(0,0,0,0.4)',
                },
              }}
            />
          ))}
        </Stack>
      </Stack>
    </Box>
  );
}
