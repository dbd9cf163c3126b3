import { Anchor, type AnchorProps, Button, type ButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';

/**
 * Mantine's Anchor and Button as router links: typed `to`/`params`/`search` like <Link>, real
 * <a href> elements (open in a new tab, keyboard, screen readers), client-side navigation.
 */
const MantineAnchor = forwardRef<HTMLAnchorElement, AnchorProps & ComponentPropsWithoutRef<'a'>>((props, ref) => (
  <Anchor ref={ref} {...props} />
));
export const AnchorLink = createLink(MantineAnchor);

const MantineButtonAnchor = forwardRef<HTMLAnchorElement, ButtonProps & ComponentPropsWithoutRef<'a'>>((props, ref) => (
  <Button component="a" ref={ref} {...props} />
));
export const ButtonLink = createLink(MantineButtonAnchor);
