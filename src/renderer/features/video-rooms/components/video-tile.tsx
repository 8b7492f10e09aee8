import { Box, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';

export interface VideoTileProps {
  stream: MediaStream | null;
  /** Read by screen readers and shown over the video. */
  label: string;
  /** Your own picture: no sound (no echo) and mirrored like a mirror. */
  self?: boolean;
  /** Shown instead of the picture (camera off, nobody yet). */
  placeholder?: string | null;
}

/** A <video> showing a MediaStream (srcObject cannot be set from JSX). */
export function VideoTile({ stream, label, self = false, placeholder = null }: VideoTileProps) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current && video.current.srcObject !== stream) video.current.srcObject = stream;
  }, [stream]);
  return (
    <Box pos="relative" w="100%" h="100%" bg="dark.7" style={{ borderRadius: 8, overflow: 'hidden' }}>
      <video
        ref={video}
        autoPlay
        playsInline
        muted={self}
        aria-label={label}
        style={{ width: '100%', height: '100%', objectFit: self ? 'cover' : 'contain', transform: self ? 'scaleX(-1)' : undefined, display: placeholder ? 'none' : 'block' }}
      />
      {placeholder && (
        <Box pos="absolute" inset={0} style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 12 }}>
          <Text c="gray.0" ta="center" size="sm">
            {placeholder}
          </Text>
        </Box>
      )}
      <Text pos="absolute" bottom={6} left={8} size="xs" c="white" bg="rgba(0,0,0,0.65)" px={6} style={{ borderRadius: 4 }}>
        {label}
      </Text>
    </Box>
  );
}
