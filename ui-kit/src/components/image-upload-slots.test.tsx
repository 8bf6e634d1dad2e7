import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { demoImageFile } from '../fixtures/demo-art.ts';
import { axeViolations } from '../test/axe.ts';
import { ImageUploadSlots, type ExistingImage, type FileRejection } from './image-upload-slots.tsx';

function Uploader({
  initial = [],
  onReject,
}: {
  initial?: File[];
  onReject?: (rejections: FileRejection[]) => void;
}) {
  const [files, setFiles] = useState<readonly File[]>(initial);
  return <ImageUploadSlots value={files} onChange={setFiles} onReject={onReject} />;
}

// Browsers let a drop or "All files" in the picker bypass `accept`, so the component
// must refuse non-images itself; apply no accept filter in the simulated picker.
const user = () => userEvent.setup({ applyAccept: false });

function picker(): HTMLElement {
  return screen.getByLabelText(/upload product images/i);
}

describe('ImageUploadSlots', () => {
  it('has no axe violations, empty or with previews', async () => {
    const { container, rerender } = render(<ImageUploadSlots value={[]} onChange={vi.fn()} />);
    expect(await axeViolations(container)).toEqual([]);
    rerender(<ImageUploadSlots value={[demoImageFile()]} onChange={vi.fn()} />);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows a preview for each chosen image', async () => {
    render(<Uploader />);
    await user().upload(picker(), [
      demoImageFile('front.png'),
      demoImageFile('back.jpg', 'image/jpeg'),
    ]);
    expect(screen.getByRole('img', { name: 'Image 1: front.png' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    expect(screen.getByRole('img', { name: 'Image 2: back.jpg' })).toBeInTheDocument();
  });

  it('refuses a file that is not an image', async () => {
    const onReject = vi.fn();
    render(<Uploader onReject={onReject} />);
    await user().upload(picker(), new File(['hello'], 'notes.txt', { type: 'text/plain' }));

    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('notes.txt is not an image.');
    expect(onReject).toHaveBeenCalledWith([expect.objectContaining({ reason: 'not-an-image' })]);
  });

  it('takes four images and refuses a fifth', async () => {
    const onReject = vi.fn();
    render(<Uploader onReject={onReject} />);
    const files = [1, 2, 3, 4, 5].map((n) => demoImageFile(`photo-${n}.png`));
    await user().upload(picker(), files);

    expect(screen.getAllByRole('img')).toHaveLength(4);
    expect(screen.queryByRole('img', { name: /photo-5/ })).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Only 4 images can be added, so photo-5.png was left out.',
    );
    expect(onReject).toHaveBeenCalledWith([
      expect.objectContaining({ reason: 'too-many', file: files[4] }),
    ]);
    // All slots are full: the picker is gone until an image is removed.
    expect(screen.queryByLabelText(/upload product images/i)).not.toBeInTheDocument();
  });

  it('refuses a fifth image added later', async () => {
    render(<Uploader initial={[1, 2, 3, 4].map((n) => demoImageFile(`p${n}.png`))} />);
    expect(screen.queryByLabelText(/upload product images/i)).not.toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: /remove image 4/i }));
    await user().upload(picker(), [demoImageFile('new.png'), demoImageFile('extra.png')]);
    expect(screen.getAllByRole('img')).toHaveLength(4);
    expect(screen.getByRole('alert')).toHaveTextContent('extra.png was left out');
  });

  it('refuses images over 15 MB', async () => {
    render(<Uploader />);
    await user().upload(picker(), demoImageFile('huge.png', 'image/png', 15 * 1024 * 1024 + 1));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('huge.png is larger than 15 MB.');
  });

  it('removes an image and puts focus on the picker', async () => {
    render(<Uploader initial={[1, 2, 3, 4].map((n) => demoImageFile(`p${n}.png`))} />);
    await user().click(screen.getByRole('button', { name: 'Remove image 2 (p2.png)' }));
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      'Image 1: p1.png',
      'Image 2: p3.png',
      'Image 3: p4.png',
    ]);
    expect(picker()).toHaveFocus();
  });

  describe('with the images a product already has', () => {
    const stored: ExistingImage[] = [1, 2, 3].map((n) => ({
      url: `data:image/gif;base64,R0lGODlhAQABAAAAACw=#${n}`,
      label: `Current image ${n}`,
    }));
    function Editor() {
      const [existing, setExisting] = useState<ExistingImage[]>(stored);
      const [files, setFiles] = useState<readonly File[]>([]);
      return (
        <ImageUploadSlots
          value={files}
          onChange={setFiles}
          existing={existing}
          onExistingChange={setExisting}
        />
      );
    }
    const alts = () => screen.getAllByRole('img').map((img) => img.getAttribute('alt'));

    it('shows them first, lets one become the main image, and removes one', async () => {
      render(<Editor />);
      expect(alts()).toEqual(['Current image 1', 'Current image 2', 'Current image 3']);
      await user().click(
        screen.getByRole('button', { name: 'Make Current image 3 the main image' }),
      );
      expect(alts()).toEqual(['Current image 3', 'Current image 1', 'Current image 2']);
      await user().click(screen.getByRole('button', { name: 'Remove Current image 1' }));
      expect(alts()).toEqual(['Current image 3', 'Current image 2']);
      expect(picker()).toHaveFocus();
    });

    it("offers a stored photo's files for the slot's width", () => {
      const srcSet = 'http://api.test/p/160.webp 160w, http://api.test/p/320.webp 320w';
      render(
        <ImageUploadSlots
          value={[]}
          onChange={() => undefined}
          existing={[
            {
              url: 'http://api.test/p/640.webp',
              srcSet,
              width: 2400,
              height: 1800,
              label: 'Current image 1',
            },
          ]}
        />,
      );
      const image = screen.getByRole('img', { name: 'Current image 1' });
      expect(image).toHaveAttribute('srcset', srcSet);
      // Cropped to fill the square slot, a landscape photo is drawn wider than the slot.
      expect(image).toHaveAttribute('sizes', '125px');
      expect(image).toHaveAttribute('width', '2400');
    });

    it('counts them against the four slots', async () => {
      render(<Editor />);
      expect(picker()).toHaveAccessibleName(/1 of 4 slots free/);
      await user().upload(picker(), [demoImageFile('a.png'), demoImageFile('b.png')]);
      expect(alts()).toEqual([
        'Current image 1',
        'Current image 2',
        'Current image 3',
        'Image 4: a.png',
      ]);
      expect(screen.getByRole('alert')).toHaveTextContent(/b\.png was left out/);
    });

    it('has no axe violations', async () => {
      const { container } = render(<Editor />);
      expect(await axeViolations(container)).toEqual([]);
    });
  });
});
