import { create } from 'zustand';

// The contour cut the preview shows (decision 0809), handed to the template download (decision
// 0812) without the two features importing each other: the preview writes it, the template link
// reads it. The outline only, never the image: rings in mm from the cut box's corner, clipped to the
// size they were traced at, as the template query carries them (`contourQueryText`).

export interface ContourCut {
  sizeX: number;
  sizeY: number;
  query: string;
}

interface ContourCutState {
  cut: ContourCut | null;
  setCut: (cut: ContourCut | null) => void;
}

export const useContourCutStore = create<ContourCutState>()((set) => ({
  cut: null,
  setCut: (cut) => set({ cut }),
}));
