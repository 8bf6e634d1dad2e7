import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import {
  ImageUploadSlots,
  type ExistingImage,
  type ImageUploadSlotsProps,
} from './image-upload-slots.tsx';
import { demoArt } from '../fixtures/demo-art.ts';
import { demoPhoto } from '../fixtures/demo-photo.ts';

function pictureFile(name: string, colour: string): File {
  const markup = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="${colour}"/></svg>`;
  return new File([markup], name, { type: 'image/svg+xml' });
}

const meta = {
  title: 'Commerce/ImageUploadSlots',
  component: ImageUploadSlots,
  args: { value: [], onChange: fn(), onReject: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof ImageUploadSlots>;

export default meta;
type Story = StoryObj<typeof meta>;

function Controlled(props: ImageUploadSlotsProps) {
  const [files, setFiles] = useState<readonly File[]>(props.value);
  const [existing, setExisting] = useState<ExistingImage[]>([...(props.existing ?? [])]);
  return (
    <ImageUploadSlots
      {...props}
      value={files}
      onChange={(next) => {
        setFiles(next);
        props.onChange(next);
      }}
      existing={existing}
      onExistingChange={setExisting}
    />
  );
}

export const Empty: Story = {};

export const TwoChosen: Story = {
  args: { value: [pictureFile('apples.svg', '#e0474c'), pictureFile('pears.svg', '#c9d65b')] },
};

/** All four slots used: the picker disappears until one is removed. */
export const Full: Story = {
  args: {
    value: [
      pictureFile('front.svg', '#e0474c'),
      pictureFile('back.svg', '#f28c28'),
      pictureFile('side.svg', '#4fbf8b'),
      pictureFile('pack.svg', '#5aa9e6'),
    ],
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: [pictureFile('apples.svg', '#e0474c')] },
};

const { src: photoUrl, ...photoSizes } = demoPhoto(2400, 1800);
const storedPhoto = { url: photoUrl, ...photoSizes };

/** Editing a product: its stored pictures come first; any can become the main one. */
export const EditingStoredImages: Story = {
  args: {
    existing: [
      { ...storedPhoto, label: 'Current image 1' },
      {
        url: demoArt.carrot,
        srcSet: demoArt.carrot,
        width: 256,
        height: 256,
        label: 'Current image 2',
      },
    ],
  },
};
