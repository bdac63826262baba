// A grid of tutorial videos that makes no request to YouTube until the reader presses play:
// each card is a plain button, and only that click swaps it for a privacy-enhanced (nocookie) player.
import {useEffect, useRef, useState, type ReactNode} from 'react';
import {TUTORIAL_VIDEOS, VIDEO_TOPICS, type TutorialVideo, type VideoTopic} from '@site/src/data/tutorial-videos';
import styles from './styles.module.css';

type Filter = VideoTopic | 'all';

type Props = {
  /** Defaults to the project's list; a page may pass its own subset. */
  videos?: readonly TutorialVideo[];
};

function PlayIcon(): ReactNode {
  return (
    <svg className={styles.playIcon} viewBox="0 0 68 48" aria-hidden="true" focusable="false">
      <rect width="68" height="48" rx="12" />
      <path d="M27 15 L47 24 L27 33 Z" />
    </svg>
  );
}

function Player({video}: {video: TutorialVideo}): ReactNode {
  const frame = useRef<HTMLIFrameElement>(null);
  // Keep keyboard users where they were: the button they pressed is gone, so focus the player that replaced it.
  useEffect(() => frame.current?.focus(), []);
  return (
    <iframe
      ref={frame}
      className={styles.frame}
      src={`https://www.youtube-nocookie.com/embed/${video.id}?autoplay=1&rel=0`}
      title={`${video.title} (YouTube video player)`}
      allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
      referrerPolicy="strict-origin-when-cross-origin"
      allowFullScreen
    />
  );
}

function VideoCard({video}: {video: TutorialVideo}): ReactNode {
  const [playing, setPlaying] = useState(false);
  return (
    <li className={styles.card}>
      <div className={styles.media}>
        {playing ? (
          <Player video={video} />
        ) : (
          <button
            type="button"
            className={styles.poster}
            onClick={() => setPlaying(true)}
            aria-label={`Play video: ${video.title}`}
          >
            <PlayIcon />
          </button>
        )}
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>{video.title}</h3>
        {video.summary && <p className={styles.summary}>{video.summary}</p>}
        <a
          className={styles.external}
          href={`https://www.youtube.com/watch?v=${video.id}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          Watch on YouTube<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
    </li>
  );
}

export default function VideoGrid({videos = TUTORIAL_VIDEOS}: Props): ReactNode {
  const [filter, setFilter] = useState<Filter>('all');
  const topics = VIDEO_TOPICS.filter((topic) => videos.some((video) => video.topic === topic.id));
  const shown = topics.filter((topic) => filter === 'all' || topic.id === filter);

  return (
    <div className={styles.root}>
      <div className={styles.filters} role="group" aria-label="Filter videos by topic">
        {[{id: 'all' as const, label: 'All topics'}, ...topics].map((option) => (
          <button
            key={option.id}
            type="button"
            className={styles.filter}
            aria-pressed={filter === option.id}
            onClick={() => setFilter(option.id)}
          >
            {option.label}
          </button>
        ))}
      </div>
      {shown.map((topic) => {
        const items = videos.filter((video) => video.topic === topic.id);
        const headingId = `videos-${topic.id}`;
        return (
          <section key={topic.id} aria-labelledby={headingId} className={styles.group}>
            <h2 id={headingId} className={styles.groupHeading}>
              {topic.label} <span className={styles.count}>({items.length})</span>
            </h2>
            <ul className={styles.grid}>
              {items.map((video) => (
                <VideoCard key={video.id} video={video} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
